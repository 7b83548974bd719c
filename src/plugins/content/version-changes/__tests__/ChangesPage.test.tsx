import React from 'react';
import {screen, within} from '@testing-library/react';
import {renderAt} from '@site/test/render';
import ChangesPage from '../ChangesPage';
import {loadLibraryChanges, type LibraryChanges} from '@site/src/features/reference/engine/changesSource';
import {REPO_ROOT} from '@site/src/features/reference/engine/twinSources';
import {findReferenceBySlug} from '@site/src/data/references';
import {countChanges} from '@site/src/features/reference/engine/changes';

jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}));
jest.mock('@theme/Heading', () => ({
  __esModule: true,
  default: ({as: As, ...props}: {as: 'h1' | 'h2' | 'h3'} & React.HTMLAttributes<HTMLHeadingElement>) => (
    <As {...props} />
  ),
}));

const lib: LibraryChanges = {
  slug: 'javascript',
  title: 'JavaScript',
  packageName: 'supabase-js',
  basePaths: {v3: '/reference/javascript', v2: '/reference/javascript/v2', v1: '/reference/javascript/v1'},
  pairs: [
    {older: 'v2', newer: 'v3', added: [], removed: [], changed: []},
    {
      older: 'v1',
      newer: 'v2',
      added: [
        {
          id: 'sign-in-with-password',
          slug: 'auth-signinwithpassword',
          title: 'Sign in a user',
          name: 'supabase.auth.signInWithPassword',
        },
      ],
      removed: [{id: 'sign-in', slug: 'auth-signin', title: 'Sign in a user', name: 'supabase.auth.signIn'}],
      changed: [
        {
          older: {id: 'verify-otp', slug: 'auth-verifyotp', title: 'Verify', name: 'supabase.auth.verifyOTP'},
          newer: {id: 'verify-otp', slug: 'auth-verifyotp', title: 'Verify', name: 'supabase.auth.verifyOtp'},
          renamed: true,
          params: [],
        },
        {
          older: {id: 'or', slug: 'or', title: 'Match at least one filter'},
          newer: {id: 'or', slug: 'or', title: 'Match at least one filter'},
          renamed: false,
          params: [
            {kind: 'removed', path: 'options.foreignTable', from: 'string'},
            {kind: 'added', path: 'options.referencedTable', to: 'string'},
          ],
        },
      ],
    },
  ],
};

describe('ChangesPage', () => {
  it('lists each pair newest first, with headed lists and a table with headers, linking each operation to its section', () => {
    renderAt(<ChangesPage changes={lib} />, '/reference/javascript/changes');
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => [h.id, h.textContent])).toEqual([
      ['v2-to-v3', 'Version 2.0 → Version 3.0'],
      ['v1-to-v2', 'Version 1.0 → Version 2.0'],
    ]);
    expect(screen.getByText('No operation or parameter differs between these versions.')).toBeInTheDocument();
    const added = screen.getByRole('list', {name: 'Added in Version 2.0'});
    expect(within(added).getByRole('link').getAttribute('href')).toBe(
      '/reference/javascript/v2/auth-signinwithpassword',
    );
    const removed = screen.getByRole('list', {name: 'Removed in Version 2.0'});
    expect(within(removed).getByRole('link').getAttribute('href')).toBe('/reference/javascript/v1/auth-signin');
    const renamed = screen.getByRole('list', {name: 'Renamed'});
    expect(renamed.textContent).toContain('supabase.auth.verifyOTP → Verify supabase.auth.verifyOtp');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Operation', 'Parameter', 'Change', 'Type']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Match at least one filteroptions.foreignTableRemovedstring',
      'options.referencedTableAddedstring',
    ]);
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe('/reference/javascript/v2/or');
    expect(screen.getByRole('navigation', {name: 'Version pairs'}).querySelectorAll('a').length).toBe(2);
    const versions = within(screen.getByRole('navigation', {name: 'JavaScript reference versions'})).getAllByRole(
      'link',
    );
    expect(versions.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Version 3.0 (latest)', '/reference/javascript/start'],
      ['Version 2.0', '/reference/javascript/v2/start'],
      ['Version 1.0', '/reference/javascript/v1/start'],
    ]);
  });
});

describe('ChangesPage with the real JavaScript specs', () => {
  it('renders a row per computed parameter change and a link per operation added or removed', () => {
    const real = loadLibraryChanges(REPO_ROOT, findReferenceBySlug('javascript')!);
    const counts = countChanges(real.pairs[0]);
    renderAt(<ChangesPage changes={real} />, '/reference/javascript/changes');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(counts.paramChanges + 1);
    expect(within(screen.getByRole('list', {name: /^Added in/})).getAllByRole('link')).toHaveLength(counts.added);
    expect(within(screen.getByRole('list', {name: /^Removed in/})).getAllByRole('link')).toHaveLength(counts.removed);
  });
});
