/**
 * Loader for the docs plugin's route props modules (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`).
 * The version props (`{version: {docs, docsSidebars, ...}}`) are loaded by every page of a version: the guides'
 * were 185 KB, compiled before the page can hydrate. Two things in them no page reads are dropped:
 * - each doc's `description` in `version.docs` (only DocCard reads it, and no page shows doc cards; a page's own
 *   description comes from its own metadata module);
 * - `unlisted: false` on menu entries (read as a truthy flag; `true` is kept).
 * Anything else (tag pages' props) passes through unchanged.
 */

/** @param {unknown} item */
function trimSidebarItem(item) {
  if (typeof item !== 'object' || item === null) return item;
  const {unlisted, items, ...rest} = /** @type {Record<string, unknown>} */ (item);
  return {
    ...rest,
    ...(unlisted === false || unlisted === undefined ? {} : {unlisted}),
    ...(Array.isArray(items) ? {items: items.map(trimSidebarItem)} : {}),
  };
}

/**
 * @param {unknown} props the parsed module
 * @returns {unknown} the same props without what no page reads
 */
function trimVersionProps(props) {
  const version = typeof props === 'object' && props !== null ? /** @type {any} */ (props).version : undefined;
  if (typeof version !== 'object' || version === null || typeof version.docs !== 'object' || !version.docsSidebars) {
    return props;
  }
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, doc]) => {
      const {description, ...rest} = /** @type {Record<string, unknown>} */ (doc);
      return [id, rest];
    }),
  );
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [
      name,
      Array.isArray(items) ? items.map(trimSidebarItem) : items,
    ]),
  );
  return {...props, version: {...version, docs, docsSidebars}};
}

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function versionMetadataTrimLoader(source) {
  let parsed;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    throw new Error(`${this.resourcePath}: not valid JSON (${error instanceof Error ? error.message : error})`);
  }
  return JSON.stringify(trimVersionProps(parsed));
};
