import React from 'react';
import {act, fireEvent, screen, within} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {MemoryRouter} from 'react-router-dom';
import {renderAt, renderWithLocation} from '@site/test/render';
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

  /** Whether React holds the node in its tree: it tags every element it creates or hydrates. */
  const managedByReact = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

  it('server-renders the rows, and hydration leaves them to the browser (React does not walk them)', async () => {
    const ui = (
      <MemoryRouter initialEntries={['/reference/coverage']}>
        <GroupTable group={group} libraries={libraries} />
      </MemoryRouter>
    );
    const html = renderToString(ui);
    // Rows in place in the server HTML: no Suspense boundary outlined to the end of the body (`<!--$?-->`, `$RC`).
    expect(html).toContain('<tr data-operation="select">');
    expect(html).not.toMatch(/<!--\$|\$RC|<div hidden/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, {onRecoverableError: (e) => errors.push(e)});
    });
    expect(errors).toEqual([]);
    const table = container.querySelector('table')!;
    expect(managedByReact(table)).toBe(true);
    expect(managedByReact(table.tHead!.rows[0])).toBe(true);
    const rows = Array.from(table.tBodies[0].querySelectorAll('tr, th, td, a, span'));
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter(managedByReact)).toEqual([]);
    container.remove();
  });

  it('a plain click on a section link navigates in the app, without reloading the page', () => {
    const location = renderWithLocation(<GroupTable group={group} libraries={libraries} />, '/reference/coverage');
    const link = screen.getByRole('link', {name: /Fetch data in Kotlin/});
    const notPrevented = fireEvent.click(link, {button: 0});
    expect(notPrevented).toBe(false);
    expect(location()).toBe('/reference/kotlin/select');
  });

  it.each([
    ['Ctrl', {ctrlKey: true}],
    ['Meta', {metaKey: true}],
    ['Shift', {shiftKey: true}],
  ])('a %s-click is left to the browser (a new tab or window)', (_key, modifiers) => {
    const location = renderWithLocation(<GroupTable group={group} libraries={libraries} />, '/reference/coverage');
    const link = screen.getByRole('link', {name: /Using explain in JavaScript/});
    expect(fireEvent.click(link, {button: 0, ...modifiers})).toBe(true);
    expect(location()).toBe('/reference/coverage');
  });
});
