/**
 * Every file the Markdown copies add to the build (pure: returns site path →
 * content): a `.md` copy per guide and per reference section, `/llms.txt`,
 * `/llms-full.txt`, one `llms.txt` per reference version and `/reference/index.json`.
 */
import {markdownToText} from '../../../features/reference/engine/markdown';
import type {RenderedSection, SpecParam} from '../../../features/reference/engine/types';
import {guideToMarkdown, type ComponentReplacement} from './guideMarkdown';
import {renderLlmsTxt, type LlmsLink, type LlmsSection} from './llmsTxt';
import {absoluteUrl, absolutizeLinks, markdownPath} from './markdownUtil';
import {referenceSectionToMarkdown, type ReferenceMarkdownContext, type SectionSource} from './referenceMarkdown';

interface SiteInfo {
  readonly title: string;
  readonly tagline: string;
  /** `https://docs.example.com` */
  readonly url: string;
  readonly baseUrl: string;
}

export interface GuidePage {
  /** `/guides/auth/passwords` */
  readonly permalink: string;
  readonly title: string;
  readonly description?: string;
  /** The MDX source. */
  readonly source: string;
}

export interface GuideAreaInfo {
  readonly sectionName: string;
  /** First segment under /guides/. */
  readonly pathSegment: string;
}

/** One version of one reference, loaded (see referenceSources.ts). */
export interface ReferenceVersion {
  /** Path segment under /reference/ (`javascript`). */
  readonly slug: string;
  readonly title: string;
  readonly kind: string;
  readonly packageName?: string;
  readonly version?: string;
  readonly latest: boolean;
  /** `/reference/javascript/v1` */
  readonly basePath: string;
  readonly sections: readonly RenderedSection[];
  readonly source: (sectionId: string) => SectionSource;
}

interface IndexParameter {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly in?: string;
  readonly default?: string;
  readonly params?: readonly IndexParameter[];
}

interface IndexOperation {
  readonly library: string;
  readonly libraryTitle: string;
  readonly kind: string;
  /** Null for unversioned references (CLI, Management API, servers). */
  readonly version: string | null;
  readonly latest: boolean;
  readonly id: string;
  readonly title: string;
  readonly category: string | null;
  readonly signature: string | null;
  /** The web page (`/reference/javascript/select`). */
  readonly route: string;
  /** Its Markdown copy (`/reference/javascript/select.md`). */
  readonly markdown: string;
  readonly parameters: readonly IndexParameter[];
}

export interface ReferenceIndex {
  readonly description: string;
  readonly operations: readonly IndexOperation[];
}

export interface SiteFilesInput {
  readonly site: SiteInfo;
  readonly guides: readonly GuidePage[];
  readonly areas: readonly GuideAreaInfo[];
  readonly references: readonly ReferenceVersion[];
  readonly components?: Readonly<Record<string, ComponentReplacement>>;
}

/** Output path inside the build folder (no leading slash) of a site path. */
const file = (sitePath: string) => sitePath.replace(/^\/+/, '');

function versionTitle(ref: ReferenceVersion): string {
  return `${ref.title} Reference${ref.version ? ` ${ref.version}` : ''}`;
}

function versionLlmsPath(ref: ReferenceVersion): string {
  return `${ref.basePath}/llms.txt`;
}

/** A section's one-line summary: the text of its source Markdown, at most 160 characters. */
function sectionSummary(source: SectionSource): string {
  const text = markdownToText((source.fn?.description ?? source.markdown ?? '').replace(/```[\s\S]*?```/g, ' '));
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}...` : text;
}

function indexParams(params: readonly SpecParam[] | undefined): IndexParameter[] {
  return (params ?? []).map((p) => ({
    name: p.name,
    type: p.type,
    required: p.required === true,
    ...(p.in ? {in: p.in} : {}),
    ...(p.default !== undefined ? {default: p.default} : {}),
    ...(p.params && p.params.length > 0 ? {params: indexParams(p.params)} : {}),
  }));
}

export function referenceIndex(references: readonly ReferenceVersion[]): ReferenceIndex {
  const operations = references.flatMap((ref) =>
    ref.sections
      .filter((s) => s.kind === 'function')
      .map((s): IndexOperation => {
        const route = `${ref.basePath}/${s.slug}`;
        return {
          library: ref.slug,
          libraryTitle: ref.title,
          kind: ref.kind,
          version: ref.version ?? null,
          latest: ref.latest,
          id: s.id,
          title: s.title,
          category: s.category ?? null,
          signature: s.signature ?? null,
          route,
          markdown: markdownPath(route),
          parameters: indexParams(ref.source(s.id).fn?.params),
        };
      }),
  );
  return {
    description:
      'Every operation of every reference version: its route, its Markdown copy and its parameters. Generated at build time from the reference sources.',
    operations,
  };
}

function areaOf(permalink: string, areas: readonly GuideAreaInfo[]): GuideAreaInfo | undefined {
  const segment = permalink.replace(/^\/guides\/?/, '').split('/')[0];
  return areas.find((a) => a.pathSegment === segment);
}

/** Guides in a stable order: by area (registry order), the area's index first, then by path. */
function sortGuides(guides: readonly GuidePage[], areas: readonly GuideAreaInfo[]): GuidePage[] {
  const rank = (g: GuidePage) => {
    const a = areaOf(g.permalink, areas);
    return a ? areas.indexOf(a) : areas.length;
  };
  return [...guides].sort(
    (x, y) => rank(x) - rank(y) || (x.permalink < y.permalink ? -1 : x.permalink > y.permalink ? 1 : 0),
  );
}

export function buildSiteFiles(input: SiteFilesInput): Map<string, string> {
  const {site} = input;
  const abs = (sitePath: string) => absoluteUrl(site.url, site.baseUrl, sitePath);
  const files = new Map<string, string>();

  // Guides.
  const guides = sortGuides(input.guides, input.areas);
  const guideMarkdown = new Map<string, string>();
  for (const g of guides) {
    const md = guideToMarkdown(g.source, {
      title: g.title,
      description: g.description,
      pageUrl: abs(g.permalink),
      siteUrl: abs('/').replace(/\/$/, ''),
      components: input.components,
    });
    guideMarkdown.set(g.permalink, md);
    files.set(file(markdownPath(g.permalink)), md);
  }

  // References: a copy per section, an llms.txt per version.
  for (const ref of input.references) {
    const ctx: ReferenceMarkdownContext = {
      libraryTitle: ref.title,
      packageName: ref.packageName,
      version: ref.version,
      latest: ref.latest,
    };
    const groups = new Map<string, LlmsLink[]>();
    for (const s of ref.sections) {
      const route = `${ref.basePath}/${s.slug}`;
      files.set(
        file(markdownPath(route)),
        absolutizeLinks(referenceSectionToMarkdown(s, ref.source(s.id), ctx), abs('/')),
      );
      const group = s.category ?? 'Overview';
      if (!groups.has(group)) groups.set(group, []);
      groups
        .get(group)!
        .push({name: s.title, url: abs(markdownPath(route)), notes: sectionSummary(ref.source(s.id)) || undefined});
    }
    files.set(
      file(versionLlmsPath(ref)),
      renderLlmsTxt({
        title: versionTitle(ref),
        summary: `${ref.title} reference${ref.packageName ? ` (${ref.packageName})` : ''}${ref.version ? `, version ${ref.version}${ref.latest ? ', the latest' : ''}` : ''}: every section as Markdown.`,
        details: [
          `The web pages live under ${abs(ref.basePath)}; each link below is the Markdown version of one section (its address plus ".md").`,
        ],
        sections: [...groups].map(([title, links]) => ({title, links})),
      }),
    );
  }

  // /llms.txt: guides by area, then the references.
  const areaSections: LlmsSection[] = [];
  for (const g of guides) {
    const a = areaOf(g.permalink, input.areas);
    const title = a ? `${a.sectionName} guides` : 'Other guides';
    let section = areaSections.find((s) => s.title === title);
    if (!section) {
      section = {title, links: []};
      areaSections.push(section);
    }
    (section.links as LlmsLink[]).push({name: g.title, url: abs(markdownPath(g.permalink)), notes: g.description});
  }
  const referenceLinks: LlmsLink[] = input.references.map((ref) => ({
    name: versionTitle(ref),
    url: abs(versionLlmsPath(ref)),
    notes: `${ref.packageName ? `${ref.packageName}, ` : ''}${ref.version ? `${ref.version}${ref.latest ? ' (latest)' : ''}, ` : ''}${ref.sections.length} sections`,
  }));
  files.set(
    'llms.txt',
    renderLlmsTxt({
      title: site.title,
      summary: `${site.tagline}: guides for the database, auth, storage, edge functions, realtime and AI & vectors, and references for the client libraries, the CLI, the Management API and the self-hosted servers.`,
      details: [
        'Every link is the Markdown version of a page (the page address plus ".md"). Each reference version has an llms.txt of its own listing its sections.',
      ],
      sections: [
        ...areaSections,
        {title: 'References', links: referenceLinks},
        {
          title: 'Optional',
          links: [
            {name: 'All guides in one file', url: abs('/llms-full.txt'), notes: 'every guide above, concatenated'},
            {
              name: 'Reference index',
              url: abs('/reference/index.json'),
              notes: 'every reference operation with its route and parameters, as JSON',
            },
          ],
        },
      ],
    }),
  );

  // /llms-full.txt: every guide, each with its address.
  files.set(
    'llms-full.txt',
    `${guides
      .map((g) => {
        const md = guideMarkdown.get(g.permalink)!.trimEnd();
        const nl = md.indexOf('\n');
        return nl < 0 ? md : `${md.slice(0, nl)}\n\nSource: ${abs(g.permalink)}\n${md.slice(nl)}`;
      })
      .join('\n\n---\n\n')}\n`,
  );

  const index = referenceIndex(input.references);
  // One operation per line: greppable, and a third of the size of indented JSON.
  files.set(
    'reference/index.json',
    `{"description":${JSON.stringify(index.description)},"operations":[\n${index.operations.map((op) => JSON.stringify(op)).join(',\n')}\n]}\n`,
  );
  return files;
}
