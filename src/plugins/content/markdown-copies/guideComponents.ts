/**
 * What each MDX component of the guides stands for in Markdown: the limits'
 * values and the auth rate-limit table come from the text the Limits components
 * show (src/utils/limitsText.ts); the extension catalogue and the log field
 * reference from the same data modules the components read.
 * Components not listed here are dropped with a note (guideMarkdown.ts).
 */
import {EXTENSIONS} from '../../../data/extensions';
import {extensionAvailability} from '../../../utils/extensionFilter';
import {LOG_TABLES} from '../../../data/logSchemas';
import {
  AUTH_RATE_LIMITS_TABLE,
  AUTH_SERVER_RATE_LIMITS_TABLE,
  BRANCHING_INACTIVITY_PERIOD,
  FREE_TIER_PAUSE_PERIOD,
  hostedAuthDefaultText,
  LOCAL_AUTH_RATE_LIMITS_TABLE,
  localAuthDefaultText,
  REALTIME_LIMITS_TABLE,
  realtimeLimitText,
} from '../../../utils/limitsText';
import type {ComponentReplacement} from './guideMarkdown';
import {cell, table} from './markdownUtil';

export function guideComponents(siteUrl: string): Record<string, ComponentReplacement> {
  const site = siteUrl.replace(/\/+$/, '');
  const href = (link: string) => (link.startsWith('/') ? `${site}${link}` : link);
  return {
    FreeTierPausePeriod: FREE_TIER_PAUSE_PERIOD,
    BranchingInactivityPeriod: BRANCHING_INACTIVITY_PERIOD,
    AuthRateLimitsTable: () =>
      table(
        AUTH_RATE_LIMITS_TABLE.columns,
        AUTH_RATE_LIMITS_TABLE.rows.map((row) => row.map(cell)),
      ),
    AuthServerRateLimitsTable: () =>
      table(
        AUTH_SERVER_RATE_LIMITS_TABLE.columns,
        AUTH_SERVER_RATE_LIMITS_TABLE.rows.map(([variable, ...rest]) => [`\`${cell(variable)}\``, ...rest.map(cell)]),
      ),
    LocalAuthRateLimitsTable: () =>
      table(
        LOCAL_AUTH_RATE_LIMITS_TABLE.columns,
        LOCAL_AUTH_RATE_LIMITS_TABLE.rows.map(([key, ...rest]) => [`\`${cell(key)}\``, ...rest.map(cell)]),
      ),
    LocalAuthDefault: (attrs) => localAuthDefaultText(attrs.setting ?? ''),
    HostedAuthDefault: (attrs) => hostedAuthDefaultText(attrs.setting ?? ''),
    RealtimeLimitsTable: () =>
      table(
        REALTIME_LIMITS_TABLE.columns,
        REALTIME_LIMITS_TABLE.rows.map((row) => row.map(cell)),
      ),
    RealtimeLimitValue: (attrs) => realtimeLimitText(attrs.limit ?? '', attrs.plan ?? ''),
    ExtensionCatalogue: () =>
      table(
        ['Extension', 'Description', 'Tags', 'Postgres versions'],
        EXTENSIONS.map((ext) => [
          `[${cell(ext.name)}](${href(ext.link)})`,
          cell(ext.comment),
          cell(ext.tags.join(', ')),
          cell(extensionAvailability(ext).replace(/^Postgres /, '')),
        ]),
      ),
    LogFieldReference: () =>
      LOG_TABLES.map((t) =>
        [
          `**${t.name}** (\`${t.reference}\`): ${t.description}`,
          '',
          table(
            ['Field', 'Type'],
            t.fields.map((f) => [`\`${cell(f.path)}\``, `\`${f.type}\``]),
          ),
        ].join('\n'),
      ).join('\n\n'),
  };
}
