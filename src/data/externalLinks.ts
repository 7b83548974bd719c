/** External addresses the portal links to. Written once; menus and the top bar import them. */
export const DASHBOARD_URL = 'https://supabase.com/dashboard';
export const STATUS_URL = 'https://status.supabase.com';
export const CHANGELOG_URL = 'https://supabase.com/changelog';
export const INTEGRATIONS_URL = 'https://supabase.com/partners/integrations';

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//.test(url);
}
