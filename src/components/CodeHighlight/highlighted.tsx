/** The stock highlighted content of a code block (prism-react-renderer), with our extra Prism languages registered first. */
import '@site/src/utils/prism/languages';

export {default} from '@theme-original/CodeBlock/Content';
