import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {DASHBOARD_SESSION_KEY, authStateFromStorage} from '@site/src/utils/authState';

/**
 * Development helper: writes or clears a test dashboard session in localStorage so
 * the top bar's Dashboard / Sign up link can be checked without the real dashboard.
 */
export default function DevAuthPage(): React.ReactNode {
  const [state, setState] = useState<string>('unknown');
  const refresh = () => setState(authStateFromStorage(window.localStorage.getItem(DASHBOARD_SESSION_KEY), Date.now()));
  useEffect(refresh, []);

  const signIn = () => {
    const session = {
      access_token: 'dev-only-test-token',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: {id: '00000000-0000-0000-0000-000000000000', email: 'dev@example.com'},
    };
    window.localStorage.setItem(DASHBOARD_SESSION_KEY, JSON.stringify(session));
    refresh();
  };
  const signOut = () => {
    window.localStorage.removeItem(DASHBOARD_SESSION_KEY);
    refresh();
  };

  return (
    <Layout title="Dev auth" noFooter>
      <main className="container margin-vert--lg">
        <Heading as="h1">Development auth state</Heading>
        <p>
          This page exists only in builds started with <code>DEV_AUTH_PAGE=true</code>. It writes a test session under{' '}
          <code>{DASHBOARD_SESSION_KEY}</code> in this browser so you can see the top bar as a signed-in reader; the top
          bar of other open tabs follows within a moment.
        </p>
        <p>
          Current state: <strong data-testid="dev-auth-state">{state}</strong>
        </p>
        <div style={{display: 'flex', gap: '0.75rem'}}>
          <button type="button" className="button button--primary" onClick={signIn}>
            Sign in as a test user
          </button>
          <button type="button" className="button button--secondary" onClick={signOut}>
            Sign out
          </button>
        </div>
      </main>
    </Layout>
  );
}
