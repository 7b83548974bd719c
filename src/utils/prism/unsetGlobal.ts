// Undo setGlobal.ts once the language files have run.
import {restorePrism} from './setGlobal';

restorePrism();
delete (globalThis as {Prism?: unknown}).Prism;
