import {CLIENT_LIBRARIES} from '@site/src/data/references';
import {useReferenceNav} from '@site/src/features/reference/hooks/referenceNavStore';
import {currentSectionFrom, librarySwitchUrl} from '@site/src/utils/twins';
import {useTwinsStore} from './twinsStore';

const CLIENT_SLUGS = CLIENT_LIBRARIES.map((ref) => ref.slug);

/**
 * The destination of a menu link to a client library (`level` is its plugin id): from a section of another
 * client library, the same section in the target's latest version when it has it (its language twin), else
 * the target's start page; anywhere else the link's own `href`. Server rendering and other links keep `href`.
 */
export function useLibrarySwitchHref(level: string | undefined, href: string): string {
  const nav = useReferenceNav();
  const twins = useTwinsStore();
  const target = level === undefined ? undefined : CLIENT_LIBRARIES.find((ref) => ref.pluginId === level);
  if (!target) return href;
  return librarySwitchUrl(target.slug, currentSectionFrom(nav, twins, CLIENT_SLUGS), href);
}
