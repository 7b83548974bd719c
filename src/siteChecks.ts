/**
 * The build's integrity settings: a broken internal link, anchor or markdown
 * link fails the build. Shared by docusaurus.config.ts and the test that proves it.
 */
import type {Config} from '@docusaurus/types';

export const LINK_CHECKS = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },
} as const satisfies Partial<Config>;
