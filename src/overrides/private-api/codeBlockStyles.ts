/**
 * The theme's CSS modules for a code block's content and lines (private files of @docusaurus/theme-classic), so that
 * a block drawn by src/components/CodeHighlight has the stock block's class names.
 */
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

export {contentStyles, lineStyles};
