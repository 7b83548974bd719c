import {ReferenceSourceError} from '../validate';

/** The message of the ReferenceSourceError `run` throws; fails the test when it throws nothing or another error. */
export function sourceErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(ReferenceSourceError);
    return (err as Error).message;
  }
  throw new Error('expected a ReferenceSourceError');
}
