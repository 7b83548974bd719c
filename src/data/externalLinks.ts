/** External addresses the portal links to. Written once; menus and the top bar import them. */
export const DASHBOARD_URL = 'https://supabase.com/dashboard';
export const STATUS_URL = 'https://status.supabase.com';
export const CHANGELOG_URL = 'https://supabase.com/changelog';
export const INTEGRATIONS_URL = 'https://supabase.com/partners/integrations';

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//.test(url);
}

/**
 * The "Edit this page" address of a guide, from its path under docs/ (`auth/passwords.mdx`) and the repository's
 * web address for editing files on its branch (`https://github.com/<owner>/<repo>/edit/main`, the `EDIT_URL` build
 * variable, see src/siteEnv.ts); undefined without one (guides then show no edit link).
 */
export function guideEditUrl(docPath: string, base: string | null): string | undefined {
  if (!base) return undefined;
  return `${base.replace(/\/+$/, '')}/docs/${docPath.replace(/^\/+/, '')}`;
}
