import React from 'react';
import {render, screen} from '@testing-library/react';
import {renderAt} from '@site/test/render';
import VersionDelta from '../VersionDelta';

describe('VersionDelta', () => {
  it('on an older version says what differs in the latest and links to the twin section', () => {
    renderAt(
      <VersionDelta
        title="Match at least one filter"
        delta={{
          kind: 'differs',
          version: 'v2',
          url: '/reference/javascript/or',
          params: {removed: ['options.foreignTable'], added: ['options.referencedTable']},
        }}
      />,
    );
    const link = screen.getByRole('link', {name: 'See Match at least one filter in Version 2.0'});
    expect(link.getAttribute('href')).toBe('/reference/javascript/or');
    const line = link.closest('p') as HTMLElement;
    expect(line.textContent).toBe(
      'Changed in Version 2.0: parameters added: options.referencedTable; removed: options.foreignTable. See Match at least one filter in Version 2.0',
    );
    expect(line.hasAttribute('data-pagefind-ignore')).toBe(true);
  });

  it('names a rename and counts the paths it leaves out', () => {
    renderAt(
      <VersionDelta
        title="Initializing"
        delta={{
          kind: 'differs',
          version: 'v2',
          url: '/reference/javascript/initializing',
          renamedTo: 'supabase.auth.verifyOtp',
          params: {removed: ['a', 'b', 'c', 'd', 'e', 'f']},
        }}
      />,
    );
    expect(screen.getByText(/renamed to/).textContent).toContain(
      'renamed to supabase.auth.verifyOtp; parameters removed: a, b, c, d and 2 more.',
    );
  });

  it('on an older version says an operation is gone from the latest; on the latest, that it is new', () => {
    const {unmount} = renderAt(
      <VersionDelta title="Sign in" delta={{kind: 'gone', version: 'v2', url: '/reference/javascript/changes'}} />,
    );
    expect(screen.getByRole('link', {name: 'What changed in Version 2.0'}).getAttribute('href')).toBe(
      '/reference/javascript/changes',
    );
    unmount();
    renderAt(
      <VersionDelta
        title="Sign in"
        delta={{kind: 'new', version: 'v1', url: '/reference/javascript/changes#v1-to-v2'}}
      />,
    );
    expect(screen.getByText(/since Version 1\.0: not in that version/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'What changed since Version 1.0'}).getAttribute('href')).toBe(
      '/reference/javascript/changes#v1-to-v2',
    );
  });

  it('renders nothing without a delta', () => {
    const {container} = render(<VersionDelta title="Fetch data" />);
    expect(container).toBeEmptyDOMElement();
  });
});
