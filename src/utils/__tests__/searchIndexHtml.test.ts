import {spaceBlockBoundaries} from '../searchIndexHtml';

// As the index reads it: tags dropped, runs of white space as one.
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the copy of a page the search indexes', () => {
  it('puts a space between table cells and rows, so excerpts do not run them together', () => {
    const table =
      '<table><thead><tr><th>Column</th><th>Type</th><th>Content</th></tr></thead>' +
      '<tbody><tr><td>id</td><td>string</td><td>The id</td></tr></tbody></table>';
    expect(text(spaceBlockBoundaries(table))).toBe('Column Type Content id string The id');
  });

  it('does so in minified HTML, where the end tags of cells are left out', () => {
    const minified =
      '<table><thead><tr><th scope=col>Item<th scope=col>Limit<tbody><tr><th scope=row>Magic link<td>60 seconds</table>';
    expect(text(spaceBlockBoundaries(minified))).toBe('Item Limit Magic link 60 seconds');
    expect(text(spaceBlockBoundaries('<ul><li>one<li>two</ul>'))).toBe('one two');
  });

  it('changes nothing else, and adds no second space', () => {
    expect(spaceBlockBoundaries('<thead><p>a</p><p>b</p><track src=x>')).toBe('<thead><p>a</p><p>b</p><track src=x>');
    expect(spaceBlockBoundaries('<td>a</td> <td>b')).toBe(' <td>a</td> <td>b');
  });
});
