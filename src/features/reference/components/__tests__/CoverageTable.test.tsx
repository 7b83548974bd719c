import React from 'react';
import {screen, within} from '@testing-library/react';
import {renderAt} from '@site/test/render';
import {GroupTable} from '../CoverageTable';

const libraries = [
  {slug: 'javascript', title: 'JavaScript', version: 'v2'},
  {slug: 'kotlin', title: 'Kotlin', version: 'v2'},
];
const group = {
  title: 'Database',
  rows: [
    {id: 'select', title: 'Fetch data', slug: 'select', depth: 0, cells: [true, true]},
    {id: 'explain', title: 'Using explain', slug: 'explain', depth: 1, cells: [true, false]},
  ],
};

describe('coverage table', () => {
  it('has column and row headers, links present cells to the section and says absent in text', () => {
    renderAt(<GroupTable group={group} libraries={libraries} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Operation', 'JavaScript v2', 'Kotlin v2']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Fetch data', 'Using explain']);
    const link = within(table).getByRole('link', {name: /Fetch data in Kotlin/});
    expect(link).toHaveAttribute('href', '/reference/kotlin/select');
    const absent = table.querySelector('[data-coverage="absent"]')!;
    expect(absent).toHaveTextContent('No');
    expect(absent).toHaveTextContent('Kotlin does not document Using explain');
    expect(screen.getByRole('region', {name: 'Database'})).toHaveAttribute('tabindex', '0');
  });

  it('gives the table wrapper its row count, which sizes the table while the browser skips it off screen', () => {
    renderAt(<GroupTable group={group} libraries={libraries} />);
    expect(screen.getByRole('region', {name: 'Database'}).style.getPropertyValue('--coverage-rows')).toBe('2');
  });
});
