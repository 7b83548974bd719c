/** External addresses the portal links to. Written once; menus and the top bar import them. */
export const DASHBOARD_URL = 'https://supabase.com/dashboard';
export const STATUS_URL = 'https://status.supabase.com';
export const CHANGELOG_URL = 'https://supabase.com/changelog';
export const INTEGRATIONS_URL = 'https://supabase.com/partners/integrations';

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//.test(url);
}

/**
 * Where a guide's source file is edited: the repository's web address for editing files on its main branch
 * (e.g. `https://github.com/<owner>/<repo>/edit/main`), to which the file's path in this repository is appended.
 * Null while the portal's source has no public home: guides then show no "Edit this page" link. Setting it is the
 * only change needed to turn the links on (docusaurus.config.ts reads it).
 */
const SOURCE_EDIT_BASE_URL: string | null = null;

/** The "Edit this page" address of a guide, from its path under docs/ (`auth/passwords.mdx`), or undefined without a source home. */
export function guideEditUrl(docPath: string, base: string | null = SOURCE_EDIT_BASE_URL): string | undefined {
  if (!base) return undefined;
  return `${base.replace(/\/+$/, '')}/docs/${docPath.replace(/^\/+/, '')}`;
}
