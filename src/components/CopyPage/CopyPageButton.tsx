import React, {useCallback, useRef, useState} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useCopyToClipboard} from '@site/src/hooks/useCopyToClipboard';
import styles from './styles.module.css';

export interface CopyPageButtonProps {
  /** Site path of the page's Markdown copy (`/guides/auth/passwords.md`). */
  readonly markdownUrl: string;
  /** Visible label; "Copy page" by default. */
  readonly label?: string;
  /** What is copied, for the button's accessible name and the announcement ("page", "section"). */
  readonly what?: string;
  readonly className?: string;
}

/** The Markdown copy of a page, fetched once per URL (a failed fetch is forgotten, so that a retry fetches again). */
const cache = new Map<string, Promise<string>>();

function fetchMarkdown(url: string): Promise<string> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url, {headers: {Accept: 'text/markdown, text/plain'}}).then(async (res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return res.text();
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/** Test hook: forgets the fetched copies. */
export function clearCopyPageCache(): void {
  cache.clear();
}

/**
 * "Copy page": copies the page's Markdown copy to the clipboard and says so in a
 * status region. The copy is fetched when the pointer or the focus reaches the
 * button, so that a click usually copies at once (some browsers only let a page
 * write to the clipboard right after the click).
 */
export default function CopyPageButton({
  markdownUrl,
  label = 'Copy page',
  what = 'page',
  className,
}: CopyPageButtonProps): React.ReactNode {
  const url = useBaseUrl(markdownUrl);
  const {state, copy} = useCopyToClipboard(2500);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const text = useRef<string | undefined>(undefined);

  const prefetch = useCallback(() => {
    if (text.current !== undefined) return;
    fetchMarkdown(url).then(
      (md) => {
        text.current = md;
      },
      () => undefined,
    );
  }, [url]);

  const onClick = useCallback(async () => {
    setLoadFailed(false);
    if (text.current !== undefined) {
      await copy(text.current);
      return;
    }
    setBusy(true);
    try {
      text.current = await fetchMarkdown(url);
    } catch {
      setBusy(false);
      setLoadFailed(true);
      return;
    }
    setBusy(false);
    await copy(text.current);
  }, [copy, url]);

  const failed = loadFailed || state === 'failed';
  const visible = busy ? 'Copying…' : state === 'copied' ? 'Copied' : failed ? 'Copy failed' : label;
  const announcement =
    state === 'copied'
      ? `Copied the ${what} as Markdown`
      : loadFailed
        ? `Could not load the ${what} as Markdown`
        : state === 'failed'
          ? `Could not copy the ${what}`
          : '';

  return (
    <span className={clsx(styles.wrapper, className)} data-pagefind-ignore="">
      <button
        type="button"
        className={clsx(styles.button, state === 'copied' && styles.copied, failed && styles.failed)}
        onClick={onClick}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        title={`Copy this ${what} as Markdown`}
        data-copy-page={markdownUrl}
        aria-busy={busy || undefined}>
        <svg className={styles.icon} aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
          {state === 'copied' ? (
            <path
              d="M13.5 4.5 6.5 11.5 3 8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : (
            <>
              <rect x="5" y="5" width="8.5" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
              <path
                d="M3.5 10.5h-.5A1.5 1.5 0 0 1 1.5 9V3A1.5 1.5 0 0 1 3 1.5h5A1.5 1.5 0 0 1 9.5 3v.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.3"
              />
            </>
          )}
        </svg>
        <span>{visible}</span>
      </button>
      <span className="sr-only" role="status" aria-live="polite">
        {announcement}
      </span>
    </span>
  );
}
