/**
 * Markdown of the reference sources → content blocks, at build time only.
 * Raw HTML is disabled: `<script>` in a spec renders as the text "<script>".
 */
import MarkdownIt from 'markdown-it';
import {buildTokens} from '../../../utils/prism/buildTokens';
import type {ContentBlock} from './types';

const md = new MarkdownIt({html: false, linkify: false, typographer: false});

// Links keep working inside the portal; anything else opens safely in a new tab.
const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = tokens[idx].attrGet('href') ?? '';
  if (/^https?:\/\//.test(href)) {
    tokens[idx].attrSet('target', '_blank');
    tokens[idx].attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// Tables scroll inside a focusable, labelled group (keyboard users can scroll them). A group, not a region: a
// filled reference page has dozens of tables, and as landmarks each would add one more "Table" to the landmark list.
md.renderer.rules.table_open = () => '<div class="table-scroll" tabindex="0" role="group" aria-label="Table"><table>\n';
md.renderer.rules.table_close = () => '</table></div>\n';

/** Renders markdown; top-level fenced code becomes separate code blocks for the highlighter. */
export function markdownToBlocks(source: string | undefined, defaultLanguage = 'text'): ContentBlock[] {
  if (!source || source.trim() === '') return [];
  const tokens = md.parse(source, {});
  const blocks: ContentBlock[] = [];
  let start = 0;
  const flush = (end: number) => {
    if (end > start) {
      const html = md.renderer.render(tokens.slice(start, end), md.options, {}).trim();
      if (html) blocks.push({type: 'html', html});
    }
  };
  tokens.forEach((token, i) => {
    if (token.type === 'fence' && token.level === 0) {
      flush(i);
      const language = token.info.trim().split(/\s+/)[0] || defaultLanguage;
      const code = token.content.replace(/\n$/, '');
      // Tokenized here, so the browser draws the block without Prism (src/components/CodeHighlight).
      const tokens = buildTokens(code, language);
      blocks.push({type: 'code', language, code, ...(tokens === undefined ? {} : {tokens})});
      start = i + 1;
    }
  });
  flush(tokens.length);
  return blocks;
}

/** Plain text of markdown (for descriptions in front matter and search). */
export function markdownToText(source: string | undefined): string {
  if (!source) return '';
  return md
    .render(source)
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
