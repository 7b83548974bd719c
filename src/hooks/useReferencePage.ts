import {useEffect, useLayoutEffect, useRef, useState} from 'react';
import type {RenderedSection} from '@site/src/reference/types';
import type {ReferencePageData} from '@site/src/reference/emit';

// useLayoutEffect warns during server rendering; the effect only matters in the browser.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The sections to render for a section route: first only the landing section
 * (as the server rendered it), then, once the version's data has loaded, all of
 * them. The landing section keeps its place on screen while the others arrive.
 */
export function useReferencePage(
  landing: RenderedSection,
  loadPage: () => Promise<{default: ReferencePageData}>,
): {sections: readonly RenderedSection[]; ready: boolean} {
  const [all, setAll] = useState<readonly RenderedSection[] | null>(null);
  const offsetBefore = useRef<number | null>(null);
  // The loader is an inline arrow in the generated MDX: keep the latest without re-running the effect.
  const load = useRef(loadPage);
  load.current = loadPage;

  useEffect(() => {
    let live = true;
    load.current().then(
      (mod) => {
        if (!live) return;
        const el = document.getElementById(landing.slug);
        offsetBefore.current = el ? el.getBoundingClientRect().top : null;
        setAll(mod.default.sections);
      },
      (err: unknown) => console.error('Could not load the rest of this reference page', err),
    );
    return () => {
      live = false;
    };
  }, [landing.slug]);

  useIsomorphicLayoutEffect(() => {
    if (all === null || offsetBefore.current === null) return;
    const el = document.getElementById(landing.slug);
    if (el) window.scrollBy({top: el.getBoundingClientRect().top - offsetBefore.current, behavior: 'instant'});
    offsetBefore.current = null;
  }, [all, landing.slug]);

  return {sections: all ?? [landing], ready: all !== null};
}
