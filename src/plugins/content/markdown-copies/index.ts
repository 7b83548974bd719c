/**
 * Markdown copies of every page, for machines and for copy-paste: writes, after
 * the HTML is built, `<page>.md` for every guide and every reference section,
 * `/llms.txt`, `/llms-full.txt`, a `llms.txt` per reference version and
 * `/reference/index.json` (siteFiles.ts says what each holds).
 *
 * Static files written in `postBuild`, not routes: they add nothing to the route
 * manifest every page loads, and they exist only in production builds (the dev
 * server has none). The guide list comes from the docs plugin's loaded content
 * (`allContentLoaded`: permalink, title, description and source file of each
 * guide); the references are loaded from their sources, as the generator does.
 * Every copy must sit beside a route the build produced: a copy without a page
 * stops the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {GUIDE_AREAS} from '../../../data/guideAreas';
import {latestVersion} from '../../../data/references';
import {guideComponents} from './guideComponents';
import {loadAllVersions} from './referenceSources';
import {buildSiteFiles, type GuideAreaInfo, type GuidePage, type ReferenceVersion} from './siteFiles';

/** Guides of the default docs instance (the one under /guides). */
export function guidesFromDocsContent(content: LoadedContent | undefined, siteDir: string): GuidePage[] {
  if (!content) return [];
  return content.loadedVersions.flatMap((v) =>
    v.docs
      .filter((d) => !d.unlisted && !d.draft)
      .map((d) => ({
        permalink: d.permalink,
        title: d.title,
        description: d.description || undefined,
        source: fs.readFileSync(path.resolve(siteDir, d.source.replace(/^@site\//, '')), 'utf8'),
      })),
  );
}

export function referenceVersions(siteDir: string): ReferenceVersion[] {
  return loadAllVersions(siteDir).map(({entry, model, source}) => ({
    slug: entry.reference.slug,
    title: entry.reference.title,
    kind: entry.reference.kind,
    packageName: entry.reference.packageName,
    version: entry.version,
    latest: entry.version === undefined || entry.version === latestVersion(entry.reference),
    basePath: entry.path,
    sections: model.sections,
    source,
  }));
}

export const GUIDE_AREA_INFO: GuideAreaInfo[] = GUIDE_AREAS.flatMap((a) =>
  'pathSegment' in a && a.pathSegment ? [{sectionName: a.sectionName, pathSegment: a.pathSegment}] : [],
);

export default function markdownCopiesPlugin(context: LoadContext): Plugin {
  let guides: GuidePage[] = [];
  return {
    name: 'markdown-copies',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      guides = guidesFromDocsContent(docs, context.siteDir);
    },
    async postBuild({outDir, routesPaths, siteConfig}) {
      // Docusaurus starts every plugin's postBuild at once; this one's work is synchronous (~2 s on the main thread).
      // Yielding first lets the later plugins start their own work (the critical-CSS step's worker threads) so the
      // two run side by side instead of one after the other. They write different files.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const started = Date.now();
      const files = buildSiteFiles({
        site: {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url, baseUrl: siteConfig.baseUrl},
        guides,
        areas: GUIDE_AREA_INFO,
        references: referenceVersions(context.siteDir),
        components: guideComponents(new URL(siteConfig.baseUrl, siteConfig.url).href),
      });
      const routes = new Set(routesPaths.map((r) => r.replace(/\/+$/, '') || '/'));
      const base = siteConfig.baseUrl.replace(/\/+$/, '');
      const orphans = [...files.keys()]
        .filter((f) => f.endsWith('.md'))
        .map((f) => `${base}/${f.slice(0, -3)}`)
        .filter((route) => !routes.has(route) && !fs.existsSync(path.join(outDir, `${route.slice(base.length)}.html`)));
      if (orphans.length > 0) {
        throw new Error(
          `markdown-copies: ${orphans.length} Markdown copies have no page: ${orphans.slice(0, 10).join(', ')}`,
        );
      }
      for (const [rel, content] of files) {
        const target = path.join(outDir, rel);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, content);
      }
      const copies = [...files.keys()].filter((f) => f.endsWith('.md')).length;
      console.log(
        `[markdown-copies] ${copies} Markdown copies, ${files.size - copies} index files (llms.txt, llms-full.txt, reference/index.json) in ${Date.now() - started} ms.`,
      );
    },
  };
}
