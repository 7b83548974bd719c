import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {renderAt} from '@site/test/render';
import UsedInGuides from '../UsedInGuides';

describe('UsedInGuides', () => {
  it('lists the guides that link to the section under a "Used in" heading, each linking to its route', () => {
    renderAt(
      <UsedInGuides
        section={{
          slug: 'storage-from-createsignedurl',
          usedIn: [
            {route: '/guides/storage/quickstart', title: 'Storage Quickstart'},
            {route: '/guides/storage/serving/downloads', title: 'Serving assets from Storage'},
          ],
        }}
      />,
    );
    const list = screen.getByRole('list', {name: 'Used in'});
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Storage Quickstart', '/guides/storage/quickstart'],
      ['Serving assets from Storage', '/guides/storage/serving/downloads'],
    ]);
    expect(screen.getByRole('heading', {level: 3, name: 'Used in'})).toBeInTheDocument();
  });

  it('renders nothing when no guide links to the section', () => {
    const {container} = render(<UsedInGuides section={{slug: 'explain'}} />);
    expect(container).toBeEmptyDOMElement();
    const {container: c2} = render(<UsedInGuides section={{slug: 'explain', usedIn: []}} />);
    expect(c2).toBeEmptyDOMElement();
  });
});
