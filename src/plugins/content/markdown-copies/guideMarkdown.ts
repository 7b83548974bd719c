/**
 * A guide's MDX source → plain Markdown (pure). What MDX adds to Markdown goes:
 * front matter and ESM import/export lines are dropped; `<Tabs>` disappear and
 * each `<TabItem label="X">` becomes a bold "X" line before its content;
 * admonitions (`:::note Title`) become blockquotes; `{/* comments *\/}` and heading
 * ids (`{#id}`) are removed; components named in `components` are replaced by the
 * Markdown they stand for (a limit's value, a table of data), and any other
 * component is dropped with a note pointing at the web page. Fenced code keeps its
 * language (extra info such as `title="..."` is dropped) and is never touched.
 */
import {blocks} from './markdownUtil';

/** Markdown standing in for a component: a string, or a function of its attributes. */
export type ComponentReplacement = string | ((attrs: Readonly<Record<string, string>>) => string);

export interface GuideMarkdownOptions {
  /** The page's title: the Markdown starts with `# title` (unless the body already has an H1). */
  readonly title: string;
  /** The page's description (front matter), shown as the first paragraph when given. */
  readonly description?: string;
  /** Absolute URL of the web page, for notes about what was left out. */
  readonly pageUrl?: string;
  /** Site URL (`https://docs.example.com`): root-relative links (`/guides/...`) become absolute. */
  readonly siteUrl?: string;
  readonly components?: Readonly<Record<string, ComponentReplacement>>;
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
};

function stripFrontMatter(source: string): string {
  const m = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(source);
  return m ? source.slice(m[0].length) : source;
}

export function parseAttributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of text.matchAll(
    /([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\}|\{([^}]*)\}))?/g,
  )) {
    attrs[m[1]] = m[2] ?? m[3] ?? m[4] ?? m[5] ?? 'true';
  }
  return attrs;
}

/** Applies `fn` to the parts of a line outside inline code spans. */
function outsideInlineCode(line: string, fn: (text: string) => string): string {
  const parts = line.split(/(`+[^`]*?`+)/);
  return parts.map((p, i) => (i % 2 === 1 ? p : fn(p))).join('');
}

interface Ctx {
  readonly options: GuideMarkdownOptions;
}

function omittedNote(name: string, ctx: Ctx): string {
  const where = ctx.options.pageUrl ? `: see ${ctx.options.pageUrl}` : '';
  return `> (Omitted: the interactive "${name}" element of the web page${where}.)`;
}

function replaceComponent(name: string, attrs: Record<string, string>, ctx: Ctx): string {
  const r = ctx.options.components?.[name];
  if (r === undefined) return omittedNote(name, ctx);
  return typeof r === 'function' ? r(attrs) : r;
}

/** Inline, self-closing components and prose-level cleanups on a line outside code. */
function inlineLine(line: string, ctx: Ctx): string {
  return outsideInlineCode(line, (text) => {
    let t = text.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
    t = t.replace(/<([A-Z][\w.]*)((?:\s+[^<>]*?)?)\s*\/>/g, (_m, name: string, attrs: string) => {
      const r = ctx.options.components?.[name];
      if (r === undefined) return `(${name}: see the web page)`;
      return typeof r === 'function' ? r(parseAttributes(attrs)) : r;
    });
    if (ctx.options.siteUrl) {
      const site = ctx.options.siteUrl.replace(/\/+$/, '');
      t = t.replace(/\]\(\/(?!\/)/g, `](${site}/`);
    }
    return t;
  });
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

export function guideToMarkdown(source: string, options: GuideMarkdownOptions): string {
  const ctx: Ctx = {options};
  const lines = stripFrontMatter(source).replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  /** Open admonitions: each adds a "> " prefix. */
  const quote: number[] = [];
  const prefix = () => '> '.repeat(quote.length);
  const push = (line: string) => out.push(line === '' ? prefix().trimEnd() : prefix() + line);

  let i = 0;
  let inEsm = false;
  let inComment = false;
  while (i < lines.length) {
    const line = lines[i];
    const trimmed = line.trim();

    // A fenced code block: copied as is, the info string reduced to its language.
    const f = FENCE.exec(line);
    if (f) {
      const [, indent, marks, info] = f;
      const language = info.trim().split(/\s+/)[0] ?? '';
      const body: string[] = [];
      let j = i + 1;
      const close = new RegExp(`^\\s*${marks[0] === '`' ? '`' : '~'}{${marks.length},}\\s*$`);
      while (j < lines.length && !close.test(lines[j])) {
        body.push(lines[j]);
        j++;
      }
      // Indentation kept: a block inside a list item stays in it.
      push(`${indent}${marks}${language}`);
      body.forEach((b) => push(b));
      push(`${indent}${marks}`);
      i = j + 1;
      continue;
    }

    // MDX comments spanning lines.
    if (inComment) {
      if (trimmed.includes('*/}')) inComment = false;
      i++;
      continue;
    }
    if (trimmed.startsWith('{/*') && !trimmed.includes('*/}')) {
      inComment = true;
      i++;
      continue;
    }

    // ESM: import/export statements (possibly over several lines).
    if (inEsm || (quote.length === 0 && /^(import|export)\s/.test(line))) {
      const done =
        /\bfrom\s+['"][^'"]+['"];?\s*$/.test(trimmed) ||
        /^import\s+['"][^'"]+['"];?\s*$/.test(trimmed) ||
        (/^export\s/.test(trimmed) && /[;}]\s*$/.test(trimmed));
      inEsm = !done;
      i++;
      continue;
    }

    // Admonitions.
    const adm = /^:::+\s*([a-z]+)(?:\[(.*)\])?\s*(.*)$/.exec(trimmed);
    if (adm) {
      const label = ADMONITION_LABELS[adm[1]] ?? adm[1].charAt(0).toUpperCase() + adm[1].slice(1);
      const title = (adm[2] ?? adm[3] ?? '').trim();
      push('');
      quote.push(1);
      push(`**${label}${title ? `: ${inlineLine(title, ctx)}` : ''}**`);
      push('');
      i++;
      continue;
    }
    if (/^:::+\s*$/.test(trimmed) && quote.length > 0) {
      quote.pop();
      push('');
      i++;
      continue;
    }

    // Block-level JSX: a line that opens or closes a component tag (the opening tag may span lines).
    const tag = /^<(\/?)([A-Z][\w.]*)\b/.exec(trimmed);
    if (tag && !/\/>\s*\S/.test(trimmed)) {
      let text = trimmed;
      let j = i;
      while (!/>\s*$/.test(text) && j + 1 < lines.length) {
        j++;
        text += ` ${lines[j].trim()}`;
      }
      const [, closing, name] = tag;
      const attrs = parseAttributes(text.replace(/^<\/?[\w.]+/, '').replace(/\/?>\s*$/, ''));
      const selfClosing = /\/>\s*$/.test(text);
      if (name === 'Tabs') {
        // The tabs themselves add nothing: their items follow one another.
      } else if (name === 'TabItem') {
        if (!closing) {
          push('');
          push(`**${attrs.label ?? attrs.value ?? 'Tab'}**`);
          push('');
        }
      } else if (!closing) {
        push('');
        push(replaceComponent(name, attrs, ctx));
        push('');
        if (!selfClosing) {
          // Skip the component's children up to its closing tag.
          const end = new RegExp(`^\\s*</${name.replace('.', '\\.')}>\\s*$`);
          while (j + 1 < lines.length && !end.test(lines[j + 1])) j++;
          j++;
        }
      }
      i = j + 1;
      continue;
    }

    // Heading ids: "## Title {#id}".
    const heading = /^(#{1,6}\s.*?)\s*\{#[\w-]+\}\s*$/.exec(line);
    push(inlineLine(heading ? heading[1] : line, ctx));
    i++;
  }

  const body = out
    .join('\n')
    .replace(/(\n>[ \t]*){2,}\n/g, '\n>\n')
    .replace(/\n>[ \t]*\n(?!>)/g, '\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const hasH1 = /^#\s/.test(body);
  return blocks([
    hasH1 ? undefined : `# ${options.title}`,
    !hasH1 && options.description ? `> ${options.description.replace(/\s*\n\s*/g, ' ')}` : undefined,
    body,
  ]);
}
