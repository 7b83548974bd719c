import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether an element has come near the viewport (within `rootMargin`), once: it stays true. While `enabled` is
 * false nothing is observed. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean, rootMargin = '1000px 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near) return undefined;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      {rootMargin},
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, near, ref, rootMargin]);
  return near;
}
