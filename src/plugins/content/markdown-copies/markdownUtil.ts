/** Small helpers shared by the Markdown copy writers (pure). */

/** A fenced code block whose fence is longer than any backtick run in the code. */
export function fence(code: string, language = ''): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${code.replace(/\n+$/, '')}\n${ticks}`;
}

/** Text for one table cell: one line, pipes escaped. */
export function cell(text: string | undefined): string {
  return (text ?? '')
    .replace(/```[a-z]*\n?/g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** A GFM table. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Joins blocks with one blank line, dropping empty ones, and ends with a newline. */
export function blocks(parts: readonly (string | undefined | false)[]): string {
  return `${parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.replace(/^\n+|\s+$/g, ''))
    .join('\n\n')}\n`;
}

/** Site path of a page's Markdown copy: `/guides/auth/passwords` → `/guides/auth/passwords.md`. */
export function markdownPath(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}

/** Absolute URL of a site path. */
export function absoluteUrl(siteUrl: string, baseUrl: string, sitePath: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${baseUrl.replace(/\/+$/, '')}${sitePath.startsWith('/') ? sitePath : `/${sitePath}`}`;
}

/** Root-relative Markdown links (`](/guides/x)`) made absolute, outside fenced code and inline code. */
export function absolutizeLinks(markdown: string, siteUrl: string): string {
  const site = siteUrl.replace(/\/+$/, '');
  let fenceMarks: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const f = /^\s*(`{3,}|~{3,})/.exec(line);
      if (f) {
        if (fenceMarks === undefined) fenceMarks = f[1];
        else if (f[1][0] === fenceMarks[0] && f[1].length >= fenceMarks.length && line.trim() === f[1])
          fenceMarks = undefined;
        return line;
      }
      if (fenceMarks !== undefined) return line;
      return line
        .split(/(`+[^`]*?`+)/)
        .map((part, i) => (i % 2 === 1 ? part : part.replace(/\]\(\/(?!\/)/g, `](${site}/`)))
        .join('');
    })
    .join('\n');
}
