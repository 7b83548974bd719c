// Undo setGlobal.ts once the language files have run.
delete (globalThis as {Prism?: unknown}).Prism;
