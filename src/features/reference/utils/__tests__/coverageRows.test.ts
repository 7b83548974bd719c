import {coverageRowsHtml} from '../coverageRows';

const classes = {operation: 'op', cell: 'cell', present: 'yes', absent: 'no'};
const libraries = [
  {slug: 'javascript', title: 'JavaScript', version: 'v2'},
  {slug: 'kotlin', title: 'Kotlin', version: 'v2'},
];

function rowsOf(html: string): HTMLTableSectionElement {
  const table = document.createElement('table');
  table.innerHTML = `<tbody>${html}</tbody>`;
  return table.tBodies[0];
}

describe('coverageRowsHtml', () => {
  const group = {
    title: 'Database',
    rows: [
      {id: 'select', title: 'Fetch data', slug: 'select', depth: 0, cells: [true, false]},
      {id: 'eq', title: 'Column is equal to a value', slug: 'eq', depth: 1, cells: [false, true]},
    ],
  };

  it('writes a row header per operation and a cell per library: a link to the section, or "No" in text', () => {
    const body = rowsOf(coverageRowsHtml(group, libraries, classes));
    expect(Array.from(body.rows, (r) => r.dataset.operation)).toEqual(['select', 'eq']);
    const [first, second] = Array.from(body.rows);
    const header = first.cells[0];
    expect(header.tagName).toBe('TH');
    expect(header.getAttribute('scope')).toBe('row');
    expect(header.className).toBe('op');
    expect(header.textContent).toBe('Fetch data');
    expect(header.getAttribute('style')).toBeNull();
    expect(second.cells[0].getAttribute('style')).toBe('padding-left:1.75rem');

    const link = first.cells[1].querySelector('a')!;
    expect(first.cells[1].className).toBe('cell');
    expect(link.getAttribute('href')).toBe('/reference/javascript/select');
    expect(link.className).toBe('yes');
    expect(link.dataset).toMatchObject({coverage: 'present', library: 'javascript'});
    expect(link.textContent).toBe('✓ Yes: Fetch data in JavaScript');
    expect(link.querySelector('[aria-hidden="true"]')!.textContent).toBe('✓ ');
    expect(link.querySelector('.sr-only')!.textContent).toBe(': Fetch data in JavaScript');

    const absent = first.cells[2].querySelector('[data-coverage="absent"]')!;
    expect(absent.tagName).toBe('SPAN');
    expect(absent.className).toBe('no');
    expect(absent.textContent).toBe('– No: Kotlin does not document Fetch data');
    expect(second.cells[2].querySelector('a')!.getAttribute('href')).toBe('/reference/kotlin/eq');
  });

  it('escapes titles and attribute values from the sources', () => {
    const odd = {
      title: 'Odd',
      rows: [{id: 'a"b', title: 'Select <all> & "more"', slug: 'x"y', depth: 0, cells: [true, false]}],
    };
    const body = rowsOf(coverageRowsHtml(odd, libraries, classes));
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0].dataset.operation).toBe('a"b');
    expect(body.rows[0].cells[0].textContent).toBe('Select <all> & "more"');
    expect(body.querySelector('a')!.getAttribute('href')).toBe('/reference/javascript/x"y');
    expect(body.querySelectorAll('a, span, th, td')).toHaveLength(9);
  });
});
