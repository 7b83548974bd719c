import React from 'react';
import {act, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {MemoryRouter} from 'react-router-dom';
import DashboardLink from '../DashboardLink';
import {renderAt} from '@site/test/render';
import {DASHBOARD_SESSION_KEY} from '@site/src/utils/authState';

const session = (expiresInSeconds: number) =>
  JSON.stringify({
    access_token: 'token',
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    user: {id: 'u1'},
  });

afterEach(() => window.localStorage.clear());

describe('DashboardLink', () => {
  it('is hidden while the auth state is unknown (server render)', () => {
    window.localStorage.setItem(DASHBOARD_SESSION_KEY, session(3600));
    const html = renderToString(
      <MemoryRouter>
        <DashboardLink />
      </MemoryRouter>,
    );
    expect(html).not.toMatch(/<a\b/);
    expect(html).not.toMatch(/Dashboard|Sign up/);
  });

  it('reads "Dashboard" for a signed-in reader and opens the dashboard in a new tab', async () => {
    window.localStorage.setItem(DASHBOARD_SESSION_KEY, session(3600));
    renderAt(<DashboardLink />);
    const link = await screen.findByRole('link', {name: /Dashboard/});
    expect(link).toHaveAttribute('href', 'https://supabase.com/dashboard');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['missing', null],
    ['malformed JSON', '{not json'],
    ['expired', session(-10)],
    ['without a token', JSON.stringify({expires_at: 9999999999, user: {}})],
    ['a JSON string', JSON.stringify('token')],
  ])('reads "Sign up" when the stored session is %s', async (_label, value) => {
    if (value !== null) window.localStorage.setItem(DASHBOARD_SESSION_KEY, value);
    renderAt(<DashboardLink />);
    expect(await screen.findByRole('link', {name: /Sign up/})).toBeInTheDocument();
  });

  it('follows sign-in and sign-out in another tab (storage event)', async () => {
    renderAt(<DashboardLink />);
    await screen.findByRole('link', {name: /Sign up/});
    act(() => {
      window.localStorage.setItem(DASHBOARD_SESSION_KEY, session(3600));
      window.dispatchEvent(new StorageEvent('storage', {key: DASHBOARD_SESSION_KEY}));
    });
    expect(await screen.findByRole('link', {name: /Dashboard/})).toBeInTheDocument();
    act(() => {
      window.localStorage.removeItem(DASHBOARD_SESSION_KEY);
      window.dispatchEvent(new StorageEvent('storage', {key: DASHBOARD_SESSION_KEY}));
    });
    expect(await screen.findByRole('link', {name: /Sign up/})).toBeInTheDocument();
  });
});
