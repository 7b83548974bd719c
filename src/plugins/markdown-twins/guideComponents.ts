/**
 * What each MDX component of the guides stands for in Markdown: the limits'
 * values, the auth rate-limit table, the extension catalogue and the log field
 * reference are rendered from the same data modules the components read.
 * Components not listed here are dropped with a note (guideMarkdown.ts).
 */
import {EXTENSIONS} from '../../data/extensions';
import {LOG_TABLES} from '../../data/logSchemas';
import {
  AUTH_RATE_LIMITS,
  BRANCHING_INACTIVITY_MINUTES,
  FREE_TIER_PAUSE_AFTER_WEEKS,
  formatAuthRateLimit,
  formatMinutes,
  formatWeeks,
} from '../../data/limits';
import type {ComponentReplacement} from './guideMarkdown';
import {cell, table} from './markdownUtil';

export function guideComponents(siteUrl: string): Record<string, ComponentReplacement> {
  const site = siteUrl.replace(/\/+$/, '');
  const href = (link: string) => (link.startsWith('/') ? `${site}${link}` : link);
  return {
    FreeTierPausePeriod: formatWeeks(FREE_TIER_PAUSE_AFTER_WEEKS),
    BranchingInactivityPeriod: formatMinutes(BRANCHING_INACTIVITY_MINUTES),
    AuthRateLimitsTable: () =>
      table(
        ['Item', 'Limit'],
        AUTH_RATE_LIMITS.map((row) => [cell(row.item), cell(formatAuthRateLimit(row))]),
      ),
    ExtensionCatalogue: () =>
      table(
        ['Extension', 'Description', 'Tags'],
        EXTENSIONS.map((ext) => [`[${cell(ext.name)}](${href(ext.link)})`, cell(ext.comment), cell(ext.tags.join(', '))]),
      ),
    LogFieldReference: () =>
      LOG_TABLES.map((t) =>
        [`**${t.name}** (\`${t.reference}\`): ${t.description}`, '', table(['Field', 'Type'], t.fields.map((f) => [`\`${cell(f.path)}\``, `\`${f.type}\``]))].join('\n'),
      ).join('\n\n'),
  };
}
