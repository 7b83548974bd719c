/**
 * The /reference/coverage page: which client library documents which operation. Its data is computed
 * at build time from the reference sources (the common-sections file and each client library's latest
 * version: src/features/reference/engine/twinSources.ts → computeCoverage in src/utils/twins.ts) and shipped as the
 * route's one data module; the page is src/features/reference/components/CoveragePage.tsx. A plain route, not a
 * docs plugin route: it has no side menu and no menu entry.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CLIENT_LIBRARIES, latestVersion} from '../../../data/references';
import {loadSections} from '../../../features/reference/engine/sectionsLoader';
import {loadLatestClientPresence} from '../../../features/reference/engine/twinSources';
import {computeCoverage, type CoverageData} from '../../../utils/twins';

export const COVERAGE_ROUTE = '/reference/coverage';

/** The table's data, read from the sources under `root`. */
export function loadCoverage(root: string): CoverageData {
  const keys = [...new Set(CLIENT_LIBRARIES.map((ref) => ref.sectionsKey))];
  if (keys.length !== 1)
    throw new Error(
      `The coverage table needs one common-sections file for every client library (found: ${keys.join(', ')})`,
    );
  const libraries = CLIENT_LIBRARIES.map((ref) => ({
    slug: ref.slug,
    title: ref.title,
    version: latestVersion(ref) as string,
  }));
  return computeCoverage(loadSections(keys[0], root), libraries, loadLatestClientPresence(root));
}

export default function referenceCoveragePlugin(context: LoadContext): Plugin {
  return {
    name: 'reference-coverage',
    async loadContent(): Promise<CoverageData> {
      return loadCoverage(context.siteDir);
    },
    getPathsToWatch() {
      return [
        path.join(context.siteDir, 'reference/_common/*.json'),
        path.join(context.siteDir, 'reference/*/_spec.yml'),
        path.join(context.siteDir, 'reference/*/_sections/*.md'),
      ];
    },
    async contentLoaded({content, actions}) {
      const data = await actions.createData('coverage.json', JSON.stringify(content as CoverageData));
      actions.addRoute({
        path: COVERAGE_ROUTE,
        component: path.resolve(context.siteDir, 'src/features/reference/components/CoveragePage.tsx'),
        modules: {coverage: data},
        exact: true,
      });
    },
  };
}
