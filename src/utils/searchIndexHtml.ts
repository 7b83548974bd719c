/**
 * The copy of a built page that the search indexes (scripts/search-index-source.ts): the same HTML with a space
 * after each table cell and list item, so that an excerpt reads "Column Type Content id string" rather than
 * "ColumnTypeContentidstring". The served page is not changed: React hydrates exactly what the build wrote.
 */
export function spaceBlockBoundaries(html: string): string {
  return html.replace(/<\/(td|th|li|dt|dd|caption)>(?! )/gi, '</$1> ');
}
