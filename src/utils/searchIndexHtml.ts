/**
 * The copy of a built page that the search indexes (scripts/search-index-source.ts): the same HTML with a space
 * before each table row and cell and each list item, so that an excerpt reads "Column Type Content id string"
 * rather than "ColumnTypeContentidstring". The built HTML is minified (cells' end tags are left out), so the
 * space goes before the start tags. The served page is not changed: React hydrates exactly what the build wrote.
 */
export function spaceBlockBoundaries(html: string): string {
  return html.replace(/(?<!\s)<(tr|td|th|li|dt|dd|caption)(?=[\s>/])/gi, ' <$1');
}
