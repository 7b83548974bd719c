// The theme's private CSS modules of a code block, so that src/components/CodeHighlight uses the stock class names.
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

export {contentStyles, lineStyles};
