// Swizzled (wrapper): registers the extra Prism languages with the code block itself instead of on every page load; see src/theme/README.md.
import '@site/src/utils/prism/languages';
import CodeBlock from '@theme-original/CodeBlock';

export default CodeBlock;
