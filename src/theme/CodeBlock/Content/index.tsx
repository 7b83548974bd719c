// Swizzled (ejected, replaced): the stock content tokenizes every block in the browser with prism-react-renderer's Prism, which a wrapper cannot avoid; this one draws the tokens made at build time (src/components/CodeHighlight); see src/theme/README.md.
export {default} from '@site/src/components/CodeHighlight';
