import {routeFocusTarget} from '../routeFocus';

const at = (pathname: string, hash = '') => ({pathname, hash});

describe('routeFocusTarget: where focus goes after a client-side navigation', () => {
  it('leaves focus alone on the first load and within the same page', () => {
    expect(routeFocusTarget(null, at('/guides/auth'))).toBeNull();
    expect(routeFocusTarget(at('/guides/auth'), at('/guides/auth', '#next-steps'))).toBeNull();
  });

  it("moves focus to the new page's heading, or to the element its address names", () => {
    expect(routeFocusTarget(at('/guides/auth'), at('/guides/auth/quickstarts/nextjs'))).toBe('main');
    expect(routeFocusTarget(at('/'), at('/guides/auth/passwords', '#with-email'))).toBe('hash');
    expect(routeFocusTarget(at('/guides/storage/quickstart'), at('/reference/javascript/storage-from-upload'))).toBe(
      'main',
    );
  });

  it('keeps focus between sections of one reference version (one continuous page)', () => {
    expect(routeFocusTarget(at('/reference/javascript/select'), at('/reference/javascript/insert'))).toBeNull();
    expect(routeFocusTarget(at('/reference/javascript/v1/select'), at('/reference/javascript/v1/start'))).toBeNull();
    expect(routeFocusTarget(at('/reference/cli/supabase-init'), at('/reference/cli/supabase-db-push'))).toBeNull();
  });

  it('moves focus between different reference pages: another library, version, or the changes page', () => {
    expect(routeFocusTarget(at('/reference/javascript/select'), at('/reference/dart/select'))).toBe('main');
    expect(routeFocusTarget(at('/reference/javascript/select'), at('/reference/javascript/v1/select'))).toBe('main');
    expect(routeFocusTarget(at('/reference/javascript/start'), at('/reference/javascript/changes'))).toBe('main');
  });
});
