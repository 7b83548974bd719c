import type {CommonSection} from './types';

export interface FilterContext {
  /** The menu id being built (`reference_dart_v1`): entries excluding it are dropped. */
  readonly menuId: string;
  /** Function ids present in the version's spec document. */
  readonly specFunctionIds: ReadonlySet<string>;
  /** Markdown sections the version has a file for (all, when omitted). */
  readonly markdownIds?: ReadonlySet<string>;
}

const FUNCTION_TYPES = new Set(['function', 'cli-command', 'operation', 'endpoint']);

/**
 * The rules of spec §7 for one reference version: entries whose `excludes` names
 * the menu id are dropped, function entries absent from the spec are dropped (and,
 * likewise, markdown entries the version has no file for), and a category left
 * empty is dropped.
 */
export function filterSections(sections: readonly CommonSection[], ctx: FilterContext): CommonSection[] {
  const keep = (items: readonly CommonSection[]): CommonSection[] =>
    items.flatMap((item): CommonSection[] => {
      if (item.excludes?.includes(ctx.menuId)) return [];
      const children = item.items ? keep(item.items) : undefined;
      if (item.type === 'category') {
        return children && children.length > 0 ? [{...item, items: children}] : [];
      }
      if (item.type === 'markdown' && ctx.markdownIds !== undefined && !ctx.markdownIds.has(item.id)) return [];
      if (FUNCTION_TYPES.has(item.type) && !ctx.specFunctionIds.has(item.id)) {
        // A parent absent from the spec still groups the children that remain.
        return children && children.length > 0 ? children : [];
      }
      return [children === undefined ? item : {...item, items: children}];
    });
  return keep(sections);
}
