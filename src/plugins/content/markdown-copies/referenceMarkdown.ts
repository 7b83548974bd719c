/**
 * One reference section → Markdown (pure): title heading, a line naming the
 * library and version, the description, parameters as a table (nested fields as
 * dotted names), the response fields, examples with their names and code in the
 * section's language, and notes. Prose comes from the sources as written (the
 * spec's Markdown), the structure (order, titles, slugs) from the same version
 * model the web page renders.
 */
import type {
  RenderedSection,
  SpecExample,
  SpecFunction,
  SpecParam,
  SpecResponse,
} from '../../../features/reference/engine/types';
import {blocks, cell, fence, table} from './markdownUtil';

export interface ReferenceMarkdownContext {
  /** `JavaScript`, `Supabase CLI`, `Management API`. */
  readonly libraryTitle: string;
  readonly packageName?: string;
  /** `v2`; undefined for unversioned references. */
  readonly version?: string;
  readonly latest: boolean;
}

/** The raw sources of one section: its Markdown file, or its spec function. */
export interface SectionSource {
  readonly markdown?: string;
  readonly fn?: SpecFunction;
}

interface Row {
  readonly name: string;
  readonly param: SpecParam;
}

function flatten(params: readonly SpecParam[] | undefined, prefix = ''): Row[] {
  return (params ?? []).flatMap((p) => {
    const name = `${prefix}${p.name}`;
    return [{name, param: p}, ...flatten(p.params, `${name}.`)];
  });
}

export function paramsTable(params: readonly SpecParam[] | undefined): string | undefined {
  const rows = flatten(params);
  if (rows.length === 0) return undefined;
  const hasIn = rows.some((r) => r.param.in);
  const hasDefault = rows.some((r) => r.param.default !== undefined);
  const head = [
    'Name',
    'Type',
    'Required',
    ...(hasIn ? ['In'] : []),
    ...(hasDefault ? ['Default'] : []),
    'Description',
  ];
  return table(
    head,
    rows.map(({name, param}) => [
      `\`${cell(name)}\``,
      `\`${cell(param.type)}\``,
      param.required ? 'yes' : 'no',
      ...(hasIn ? [param.in ?? ''] : []),
      ...(hasDefault ? [param.default !== undefined ? `\`${cell(param.default)}\`` : ''] : []),
      cell(param.description),
    ]),
  );
}

function responseMarkdown(response: SpecResponse): string {
  const what =
    response.type === 'empty'
      ? 'no body'
      : `\`${response.type}\`${response.contentType ? ` (${response.contentType})` : ''}`;
  return blocks([
    '## Response',
    `\`${response.status}\`: ${what}`,
    response.description,
    paramsTable(response.params),
  ]).trimEnd();
}

function exampleMarkdown(ex: SpecExample, language: string): string {
  return blocks([
    `### ${ex.name}`,
    ex.description,
    fence(ex.code, language),
    ex.response ? `Response:\n\n${fence(ex.response, /^\s*[[{]/.test(ex.response) ? 'json' : 'text')}` : undefined,
    ex.notes,
  ]).trimEnd();
}

function versionLine(section: RenderedSection, ctx: ReferenceMarkdownContext): string {
  const lib = `${ctx.libraryTitle} reference${ctx.packageName ? ` (${ctx.packageName})` : ''}`;
  const version = ctx.version ? `, ${ctx.version}${ctx.latest ? ' (latest)' : ''}` : '';
  const where = section.category ? ` · ${section.category}` : '';
  return `> ${lib}${version}${where}`;
}

export function referenceSectionToMarkdown(
  section: RenderedSection,
  source: SectionSource,
  ctx: ReferenceMarkdownContext,
): string {
  const head = [`# ${section.title}`, versionLine(section, ctx)];
  if (section.kind === 'markdown' || !source.fn) return blocks([...head, source.markdown]);
  const fn = source.fn;
  const examples = fn.examples ?? [];
  return blocks([
    ...head,
    section.signature
      ? fence(
          section.signature,
          /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \//.test(section.signature) ? 'http' : section.language,
        )
      : undefined,
    fn.description,
    flatten(fn.params).length > 0
      ? `## ${section.paramsTitle ?? 'Parameters'}\n\n${paramsTable(fn.params)}`
      : undefined,
    fn.response ? responseMarkdown(fn.response) : undefined,
    examples.length > 0
      ? `## Examples\n\n${examples.map((ex) => exampleMarkdown(ex, section.language)).join('\n\n')}`
      : undefined,
    fn.notes ? `## Notes\n\n${fn.notes}` : undefined,
  ]);
}
