import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {renderAt} from '@site/test/render';
import LanguageTwins, {twinsLabel} from '../LanguageTwins';

describe('LanguageTwins', () => {
  it('is a labelled group (not a landmark) linking each twin library by its title to its latest section route', () => {
    renderAt(
      <LanguageTwins
        section={{slug: 'select', kind: 'function', title: 'Fetch data', twins: ['dart', 'csharp', 'kotlin']}}
      />,
    );
    const nav = screen.getByRole('group', {name: 'This operation in other libraries'});
    // One row per section: as navigation landmarks they would flood the page's landmark list.
    expect(screen.queryByRole('navigation')).toBeNull();
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Flutter', 'C#', 'Kotlin']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/reference/dart/select',
      '/reference/csharp/select',
      '/reference/kotlin/select',
    ]);
    expect(within(nav).getByText('Also in')).toBeInTheDocument();
  });

  it('renders nothing when no other library has the section', () => {
    const {container} = render(<LanguageTwins section={{slug: 'explain', kind: 'function', title: 'Using explain'}} />);
    expect(container).toBeEmptyDOMElement();
    const {container: c2} = render(
      <LanguageTwins section={{slug: 'explain', kind: 'function', title: 'Using explain', twins: []}} />,
    );
    expect(c2).toBeEmptyDOMElement();
  });

  it('names markdown sections as sections', () => {
    expect(twinsLabel('markdown')).toBe('This section in other libraries');
  });
});
