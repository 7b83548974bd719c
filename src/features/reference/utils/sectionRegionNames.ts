import type {RenderedSection} from '@site/src/features/reference/engine/types';

type NamedSection = Pick<RenderedSection, 'slug' | 'id' | 'title' | 'category' | 'parent'>;

/**
 * The names of a reference page's section regions (each `<section>` is a landmark named by its heading) that would
 * otherwise be the same as another section's on the page: `Retrieve a user` is both the reader's own call and the
 * admin one, `Overview` opens both Auth and Realtime. Each of those is named with the group it sits in, as the side
 * menu shows it: its parent section's title, else its category (`Retrieve a user (Auth Admin)`, `Overview
 * (Realtime)`). Sections whose title is the only one of its kind are not in the map: their heading names them.
 */
export function sectionRegionNames(sections: readonly NamedSection[]): ReadonlyMap<string, string> {
  const titleCount = new Map<string, number>();
  for (const s of sections) titleCount.set(s.title, (titleCount.get(s.title) ?? 0) + 1);
  const byId = new Map(sections.map((s) => [s.id, s]));
  const names = new Map<string, string>();
  for (const s of sections) {
    if (titleCount.get(s.title)! < 2) continue;
    const group = (s.parent !== undefined ? byId.get(s.parent)?.title : undefined) ?? s.category;
    if (group !== undefined) names.set(s.slug, `${s.title} (${group})`);
  }
  return names;
}
