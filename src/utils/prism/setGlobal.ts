// Prism's language files extend the Prism on globalThis: point it at prism-react-renderer's instance while they load
// (and let their insertBefore calls skip the grammars that existed before: fastInsertBefore.ts).
import {Prism} from 'prism-react-renderer';
import {speedUpInsertBefore} from './fastInsertBefore';

(globalThis as {Prism?: unknown}).Prism = Prism;
export const restorePrism = speedUpInsertBefore(
  Prism.languages as unknown as Parameters<typeof speedUpInsertBefore>[0],
);
