/**
 * Guide ↔ reference links (issue 36, item 4). At build time the guides (docs/**) are scanned for links to
 * client-library reference sections (scan.ts). This plugin ships the small part the browser needs as global
 * data: for each JavaScript section a guide links to, the other libraries that have the same operation, so a
 * guide's reference link can follow the reader's language tab (src/theme/MDXComponents). The other half,
 * each section's "Used in" list of guides, is written into the reference page data by the generator
 * (src/features/reference/engine/emit.ts reads the same scan), so it costs the guides nothing.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {GUIDE_REFERENCE_LINKS_PLUGIN, type GuideReferenceGlobalData} from '../../../utils/guideReferenceLinks';
import {loadGuideReferenceData} from '../../../guides/referenceLinkScan';

export default function guideReferenceLinksPlugin(context: LoadContext): Plugin {
  return {
    name: GUIDE_REFERENCE_LINKS_PLUGIN,
    async loadContent(): Promise<GuideReferenceGlobalData> {
      return {twins: loadGuideReferenceData(context.siteDir).twins};
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'docs/**/*.{md,mdx}'), path.join(context.siteDir, 'reference/_common/*.json')];
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content as GuideReferenceGlobalData);
    },
  };
}
