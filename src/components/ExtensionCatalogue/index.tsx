import React, {useEffect, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistory, useLocation} from '@docusaurus/router';
import {EXTENSIONS, EXTENSION_TAGS, type Extension} from '@site/src/data/extensions';
import {
  EMPTY_FILTER,
  dashboardProductUrl,
  extensionAvailability,
  filterExtensions,
  filterToSearch,
  parseFilter,
  tagCounts,
  type CatalogueFilter,
} from '@site/src/utils/extensionFilter';
import styles from './styles.module.css';

const TAGS = EXTENSION_TAGS as readonly string[];

// Memoised: a change of filter re-renders the list, not the entries that stay in it.
const ExtensionEntry = React.memo(function ExtensionEntry({
  ext,
  dashboardUrl,
}: {
  ext: Extension;
  dashboardUrl: string;
}): React.ReactNode {
  const internal = ext.link.startsWith('/');
  return (
    <li className={styles.entry} data-extension={ext.name}>
      <h3 className={styles.name}>
        <code>{ext.name}</code>
      </h3>
      <p className={styles.comment}>{ext.comment}</p>
      {ext.until && <p className={styles.availability}>{extensionAvailability(ext)}</p>}
      <ul className={styles.tags} aria-label="Tags">
        {ext.tags.map((tag) => (
          <li key={tag} className={styles.tag}>
            {tag}
          </li>
        ))}
      </ul>
      <p className={styles.links}>
        {internal ? (
          <Link to={ext.link}>Guide</Link>
        ) : (
          <a href={ext.link} target="_blank" rel="noopener noreferrer">
            Documentation<span className="sr-only"> for {ext.name} (opens in a new tab)</span>
          </a>
        )}
        {ext.github_url && (
          <a href={ext.github_url} target="_blank" rel="noopener noreferrer">
            Source<span className="sr-only"> of {ext.name} (opens in a new tab)</span>
          </a>
        )}
        {ext.product && ext.product_url && (
          <a href={dashboardProductUrl(dashboardUrl, ext.product_url)} target="_blank" rel="noopener noreferrer">
            {ext.product} in the dashboard<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </p>
    </li>
  );
});

/**
 * The extension catalogue: free-text and tag filters whose state lives in the
 * URL (?q=…&tag=…), so a filtered view can be shared.
 */
export default function ExtensionCatalogue(): React.ReactNode {
  const location = useLocation();
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const dashboardUrl = siteConfig.customFields?.dashboardUrl as string;
  // The server renders the full list; the URL's filter applies after hydration.
  const [filter, setFilter] = useState<CatalogueFilter>(EMPTY_FILTER);
  useEffect(() => {
    const fromUrl = parseFilter(location.search, TAGS);
    // The same filter as shown (no query on a fresh load, or the reader's own typing): keep the state, so the
    // list is not rendered a second time right after hydration.
    setFilter((shown) => (filterToSearch(shown, TAGS) === filterToSearch(fromUrl, TAGS) ? shown : fromUrl));
  }, [location.search]);

  const update = (next: CatalogueFilter) => {
    setFilter(next);
    history.replace({pathname: location.pathname, search: filterToSearch(next, TAGS), hash: location.hash});
  };
  const results = useMemo(() => filterExtensions(EXTENSIONS, filter), [filter]);
  const counts = useMemo(() => tagCounts(filterExtensions(EXTENSIONS, {...filter, tags: []}), TAGS), [filter]);

  return (
    <div className={styles.catalogue}>
      <div className={styles.controls}>
        <label className={styles.search}>
          <span>Filter extensions</span>
          <input
            type="search"
            value={filter.q}
            placeholder="Name or description"
            onChange={(e) => update({...filter, q: e.target.value})}
          />
        </label>
        <fieldset className={styles.tagFilter}>
          <legend>Tags</legend>
          {TAGS.map((tag) => (
            <label key={tag} className={styles.tagOption}>
              <input
                type="checkbox"
                checked={filter.tags.includes(tag)}
                onChange={(e) =>
                  update({
                    ...filter,
                    tags: e.target.checked ? [...filter.tags, tag] : filter.tags.filter((t) => t !== tag),
                  })
                }
              />
              {tag} <span className={styles.count}>({counts[tag]})</span>
            </label>
          ))}
        </fieldset>
        {(filter.q !== '' || filter.tags.length > 0) && (
          <button type="button" className="button button--sm button--secondary" onClick={() => update(EMPTY_FILTER)}>
            Clear filters
          </button>
        )}
      </div>
      <p role="status" className={styles.total}>
        Showing {results.length} of {EXTENSIONS.length} extensions
      </p>
      <ul className={styles.list}>
        {results.map((ext) => (
          <ExtensionEntry key={ext.name} ext={ext} dashboardUrl={dashboardUrl} />
        ))}
      </ul>
    </div>
  );
}
