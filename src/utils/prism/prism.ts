/**
 * The site's Prism: the core alone, with grammars added by ./grammars.ts (every one on the server, the ones a
 * page shows in the browser). prism-react-renderer's own Prism defines ~40 grammars in one module: evaluating
 * it was one task of ~70 ms at 1x CPU on the first block highlighted in the browser.
 * Prism's grammar files extend the Prism on globalThis, so it is left there.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';

(globalThis as {Prism?: typeof Prism}).Prism = Prism;

export default Prism;
