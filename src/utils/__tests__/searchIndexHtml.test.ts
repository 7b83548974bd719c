import {spaceBlockBoundaries} from '../searchIndexHtml';

describe('the copy of a page the search indexes', () => {
  it('puts a space after each table cell and list item, so excerpts do not run them together', () => {
    const table =
      '<table><thead><tr><th>Column</th><th>Type</th><th>Content</th></tr></thead>' +
      '<tbody><tr><td>id</td><td>string</td><td>The id</td></tr></tbody></table>';
    const spaced = spaceBlockBoundaries(table);
    expect(spaced.replace(/<[^>]+>/g, '')).toBe('Column Type Content id string The id ');
    expect(spaceBlockBoundaries('<ul><li>one</li><li>two</li></ul>').replace(/<[^>]+>/g, '')).toBe('one two ');
  });

  it('changes nothing else, and adds no second space', () => {
    expect(spaceBlockBoundaries('<p>a</p><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(spaceBlockBoundaries('<td>a</td> <td>b</td> ')).toBe('<td>a</td> <td>b</td> ');
  });
});
