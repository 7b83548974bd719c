/**
 * The llms.txt format (https://llmstxt.org): an H1 title, a blockquote summary,
 * optional paragraphs, then H2 sections listing links as `- [name](url): notes`.
 * A writer and a validator (pure); the e2e test and the unit tests use the validator.
 */

export interface LlmsLink {
  readonly name: string;
  readonly url: string;
  readonly notes?: string;
}

export interface LlmsSection {
  readonly title: string;
  readonly links: readonly LlmsLink[];
}

export interface LlmsDocument {
  readonly title: string;
  readonly summary: string;
  /** Paragraphs between the summary and the first section. */
  readonly details?: readonly string[];
  readonly sections: readonly LlmsSection[];
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
/** Link text may not hold an unbalanced bracket. */
const linkText = (s: string) => oneLine(s).replace(/[[\]]/g, (c) => `\\${c}`);

export function renderLlmsTxt(doc: LlmsDocument): string {
  const out = [`# ${oneLine(doc.title)}`, '', `> ${oneLine(doc.summary)}`, ''];
  for (const p of doc.details ?? []) out.push(oneLine(p), '');
  for (const section of doc.sections) {
    if (section.links.length === 0) continue;
    out.push(`## ${oneLine(section.title)}`, '');
    for (const link of section.links) {
      const notes = link.notes ? oneLine(link.notes) : '';
      out.push(`- [${linkText(link.name)}](${link.url})${notes ? `: ${notes}` : ''}`);
    }
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

const LINK_LINE = /^- \[((?:\\.|[^\]\\])+)\]\(([^()\s]+)\)(?::\s+(\S.*))?$/;

/** The links of an llms.txt file, in order. */
export function llmsLinks(text: string): LlmsLink[] {
  return text
    .split('\n')
    .map((line) => LINK_LINE.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({name: m[1].replace(/\\([[\]])/g, '$1'), url: m[2], ...(m[3] ? {notes: m[3]} : {})}));
}

/** Problems with an llms.txt file; empty when it follows the format. */
export function validateLlmsTxt(text: string): string[] {
  const problems: string[] = [];
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  let i = 0;
  if (!/^# \S/.test(lines[0] ?? '')) problems.push('line 1: the file must start with an H1 title ("# Title")');
  i = 1;
  while (i < lines.length && lines[i].trim() === '') i++;
  if (!/^> \S/.test(lines[i] ?? ''))
    problems.push(`line ${i + 1}: the H1 must be followed by a blockquote summary ("> ...")`);
  let section: string | undefined;
  let sections = 0;
  let linksInSection = 0;
  const endSection = (line: number) => {
    if (section !== undefined && linksInSection === 0)
      problems.push(`line ${line}: section "${section}" lists no link`);
  };
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n];
    if (n > 0 && /^# /.test(line)) problems.push(`line ${n + 1}: only one H1 is allowed`);
    if (/^#{3,} /.test(line)) problems.push(`line ${n + 1}: sections are H2 ("## "), not deeper headings`);
    if (/^## /.test(line)) {
      endSection(n + 1);
      section = line.slice(3).trim();
      sections++;
      linksInSection = 0;
      continue;
    }
    if (section === undefined || line.trim() === '') continue;
    if (LINK_LINE.test(line)) linksInSection++;
    else
      problems.push(
        `line ${n + 1}: a section holds only link lines "- [name](url): notes", got "${line.slice(0, 80)}"`,
      );
  }
  endSection(lines.length);
  if (sections === 0) problems.push('no H2 section: the file lists no links');
  return problems;
}
