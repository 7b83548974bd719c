/**
 * Registers the languages prism-react-renderer does not bundle (it has ts/tsx, js, sql,
 * python, swift, kotlin, json, yaml, graphql, markup, css, go, ...) with the Prism that
 * code blocks use. Imported by the CodeBlock wrapper, so the cost is paid by
 * pages that show code, once, not by every page at startup. Import order matters.
 */
import './setGlobal';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-dart';
import 'prismjs/components/prism-csharp';
import 'prismjs/components/prism-toml';
import 'prismjs/components/prism-ruby';
import 'prismjs/components/prism-markup-templating';
import 'prismjs/components/prism-php';
import './unsetGlobal';
