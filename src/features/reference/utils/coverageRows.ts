/**
 * The rows of one coverage table (/reference/coverage) as HTML. The page is 1,236 cells and 975 links: rendered as
 * React elements, hydrating them was one 230–600 ms task at 4× CPU (BENCHMARKS.md, sessions 16–18). As a string the
 * table body is markup React hands to the browser and never walks, on the server and in the browser alike.
 */
import {twinUrl, type CoverageGroup, type CoverageLibrary} from '@site/src/utils/twins';

/** The CSS module classes of the cells (CoveragePage.module.css). */
export interface CoverageRowClasses {
  readonly operation: string;
  readonly cell: string;
  readonly present: string;
  readonly absent: string;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
/** Text and attribute values: the titles come from the reference sources. */
const esc = (text: string): string => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

function cellHtml(url: string | null, operation: string, library: CoverageLibrary, c: CoverageRowClasses): string {
  const data = `data-library="${esc(library.slug)}"`;
  return url
    ? `<td class="${c.cell}"><a href="${esc(url)}" class="${c.present}" data-coverage="present" ${data}>` +
        `<span aria-hidden="true">✓ </span>Yes<span class="sr-only">: ${esc(operation)} in ${esc(library.title)}</span></a></td>`
    : `<td class="${c.cell}"><span class="${c.absent}" data-coverage="absent" ${data}>` +
        `<span aria-hidden="true">– </span>No<span class="sr-only">: ${esc(library.title)} does not document ${esc(operation)}</span></span></td>`;
}

/**
 * The `<tr>` of every operation of the group: a row header (`scope="row"`, indented by its depth), then one cell per
 * library: a link to its section (twinUrl) when its latest version has one, "No" in text otherwise.
 */
export function coverageRowsHtml(
  group: CoverageGroup,
  libraries: readonly CoverageLibrary[],
  classes: CoverageRowClasses,
): string {
  return group.rows
    .map((row) => {
      const indent = row.depth > 0 ? ` style="padding-left:${0.75 + row.depth}rem"` : '';
      const cells = row.cells
        .map((present, i) =>
          cellHtml(present ? twinUrl(libraries[i].slug, row.slug) : null, row.title, libraries[i], classes),
        )
        .join('');
      return `<tr data-operation="${esc(row.id)}"><th scope="row" class="${classes.operation}"${indent}>${esc(row.title)}</th>${cells}</tr>`;
    })
    .join('');
}
