/**
 * The dashboard's session signal. The dashboard, served from the same origin,
 * keeps its session in localStorage under this key as JSON:
 * `{access_token: string, expires_at: number (seconds since epoch), user: {...}}`.
 * A missing, malformed or expired value means signed out.
 */
export const DASHBOARD_SESSION_KEY = 'supabase.dashboard.auth.token';

export type AuthState = 'unknown' | 'signed-in' | 'signed-out';

export function authStateFromStorage(raw: string | null, nowMs: number): Exclude<AuthState, 'unknown'> {
  if (raw === null) return 'signed-out';
  let session: unknown;
  try {
    session = JSON.parse(raw);
  } catch {
    return 'signed-out';
  }
  if (typeof session !== 'object' || session === null) return 'signed-out';
  const {access_token: token, expires_at: expiresAt, user} = session as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return 'signed-out';
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return 'signed-out';
  if (typeof user !== 'object' || user === null) return 'signed-out';
  return expiresAt * 1000 > nowMs ? 'signed-in' : 'signed-out';
}

/** The dev-only auth link and page exist only when the flag is exactly the string "true". */
export function isDevAuthEnabled(flag: unknown): boolean {
  return flag === 'true';
}
