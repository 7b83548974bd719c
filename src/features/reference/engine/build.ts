/**
 * Builds the page model of one reference version from its validated sources:
 * the sections in menu order (flattened, each knowing its category and parent)
 * and the menu tree the sidebar shows.
 */
import {filterSections} from './filter';
import {markdownToBlocks} from './markdown';
import {ReferenceSourceError} from './validate';
import {buildTokens} from '../../../utils/prism/buildTokens';
import type {
  CommonSection,
  ReferenceMenuNode,
  RenderedParam,
  RenderedSection,
  SpecDocument,
  SpecFunction,
  SpecParam,
} from './types';

export interface VersionSources {
  readonly menuId: string;
  /** Repo-relative paths, for error messages. */
  readonly specFile: string;
  readonly sectionsDir: string;
  readonly commonSectionsFile: string;
  readonly sections: readonly CommonSection[];
  /** Undefined when the version has no spec document (only markdown sections). */
  readonly spec?: SpecDocument;
  /** Markdown section id → markdown source. */
  readonly markdown: ReadonlyMap<string, string>;
  readonly defaultLanguage: string;
}

export interface VersionModel {
  readonly sections: readonly RenderedSection[];
  readonly menu: readonly ReferenceMenuNode[];
}

function renderParams(params: readonly SpecParam[] | undefined, language: string): RenderedParam[] {
  return (params ?? []).map((p) => ({
    name: p.name,
    type: p.type,
    required: p.required === true,
    ...(p.default !== undefined ? {default: p.default} : {}),
    ...(p.in !== undefined ? {in: p.in} : {}),
    description: markdownToBlocks(p.description, language),
    params: renderParams(p.params, language),
  }));
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function allSectionIds(sections: readonly CommonSection[]): Set<string> {
  const ids = new Set<string>();
  const walk = (items: readonly CommonSection[]) =>
    items.forEach((item) => {
      ids.add(item.id);
      if (item.items) walk(item.items);
    });
  walk(sections);
  return ids;
}

export function buildVersionModel(src: VersionSources): VersionModel {
  const language = src.spec?.info.language ?? src.defaultLanguage;
  const functions = new Map<string, SpecFunction>((src.spec?.functions ?? []).map((f) => [f.id, f]));

  const known = allSectionIds(src.sections);
  const unknown = [...functions.keys()].filter((id) => !known.has(id));
  if (unknown.length) {
    throw new ReferenceSourceError(
      src.specFile,
      unknown.map((id) => `functions ("${id}") > id: not an entry of ${src.commonSectionsFile}`),
    );
  }

  if (!src.markdown.has('introduction')) {
    throw new ReferenceSourceError(src.sectionsDir, [
      `markdown section missing: ${src.sectionsDir}/introduction.md (every version starts with an introduction)`,
    ]);
  }
  const kept = filterSections(src.sections, {
    menuId: src.menuId,
    specFunctionIds: new Set(functions.keys()),
    markdownIds: new Set(src.markdown.keys()),
  });
  const missing: string[] = [];
  const rendered: RenderedSection[] = [];

  const visit = (
    items: readonly CommonSection[],
    category: string | undefined,
    parent: string | undefined,
  ): ReferenceMenuNode[] =>
    items.map((item): ReferenceMenuNode => {
      if (item.type === 'category') {
        return {type: 'category', title: item.title, items: visit(item.items ?? [], item.title, undefined)};
      }
      const slug = item.slug as string;
      const base = {id: item.id, slug, category, parent, language};
      if (item.type === 'markdown') {
        const source = src.markdown.get(item.id);
        if (source === undefined)
          missing.push(`${src.sectionsDir}/${item.id}.md (section "${item.id}" of ${src.commonSectionsFile})`);
        rendered.push({
          ...base,
          title: item.title,
          kind: 'markdown',
          body: markdownToBlocks(source, language),
          params: [],
          examples: [],
          notes: [],
        });
      } else {
        const fn = functions.get(item.id) as SpecFunction;
        rendered.push({
          ...base,
          title: fn.title ?? item.title,
          kind: 'function',
          paramsTitle: paramsTitle(item.type),
          signature: fn.signature,
          body: markdownToBlocks(fn.description, language),
          params: renderParams(fn.params, language),
          ...(fn.response
            ? {
                response: {
                  status: fn.response.status,
                  type: fn.response.type,
                  ...(fn.response.contentType ? {contentType: fn.response.contentType} : {}),
                  description: markdownToBlocks(fn.response.description, language),
                  params: renderParams(fn.response.params, language),
                },
              }
            : {}),
          examples: fn.examples.map((ex, i) => {
            const code = ex.code.replace(/\n$/, '');
            const response = ex.response?.replace(/\n$/, '');
            // Tokenized here, so the browser draws the examples without Prism (src/components/CodeHighlight).
            const tokens = buildTokens(code, language);
            const responseTokens = response ? buildTokens(response, 'json') : undefined;
            return {
              id: ex.id ?? (slugify(ex.name) || `example-${i + 1}`),
              name: ex.name,
              description: markdownToBlocks(ex.description, language),
              code,
              ...(tokens === undefined ? {} : {tokens}),
              ...(response ? {response} : {}),
              ...(responseTokens === undefined ? {} : {responseTokens}),
              notes: markdownToBlocks(ex.notes, language),
            };
          }),
          notes: markdownToBlocks(fn.notes, language),
        });
      }
      const children = item.items ? visit(item.items, category, item.id) : [];
      return {
        type: 'section',
        id: item.id,
        slug,
        title: rendered.find((s) => s.id === item.id)?.title ?? item.title,
        items: children,
      };
    });

  const menu = visit(kept, undefined, undefined);
  if (missing.length) {
    throw new ReferenceSourceError(
      src.sectionsDir,
      missing.map((m) => `markdown section missing: ${m}`),
    );
  }
  if (rendered.length === 0) {
    throw new ReferenceSourceError(src.sectionsDir, [`menu "${src.menuId}" has no section at all`]);
  }
  return {sections: rendered, menu};
}

/** What a section calls its parameters: a CLI command has flags, everything else parameters. */
function paramsTitle(type: CommonSection['type']): 'Flags' | 'Parameters' {
  return type === 'cli-command' ? 'Flags' : 'Parameters';
}
