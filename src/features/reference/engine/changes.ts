/**
 * What changed between two versions of a library reference, computed from their
 * spec documents and the common sections (pure: no file access; tested in
 * __tests__/changes.test.ts). Operations are matched by their common-sections id,
 * parameters by their dotted path (`options.count`).
 */
import {filterSections} from './filter';
import type {
  CommonSection,
  ParamChangeKind,
  ParamDelta,
  SectionDelta,
  SpecDocument,
  SpecFunction,
  SpecParam,
} from './types';

export type {ParamChangeKind, ParamDelta, SectionDelta};

/** One version's sources, as the diff needs them. */
export interface VersionSpecInput {
  /** Version name (`v1`). */
  readonly version: string;
  /** Menu id of the version (`reference_javascript_v1`): entries whose `excludes` name it are not operations of it. */
  readonly menuId: string;
  readonly spec: SpecDocument | undefined;
  readonly sections: readonly CommonSection[];
}

/** An operation of one version, where it is shown. */
export interface OperationRef {
  readonly id: string;
  readonly slug: string;
  /** Title shown (the spec's, else the common-sections one). */
  readonly title: string;
  /** Call path of the signature with its arguments left out (`supabase.auth.signIn`), when it has one. */
  readonly name?: string;
}

export interface ParamChange {
  readonly kind: ParamChangeKind;
  /** Dotted path of the parameter (`options.count`). */
  readonly path: string;
  /** Type in the older version (removed, retyped). */
  readonly from?: string;
  /** Type in the newer version (added, retyped). */
  readonly to?: string;
}

/** An operation present in both versions that differs between them. */
interface OperationChange {
  readonly older: OperationRef;
  readonly newer: OperationRef;
  /** Set when the call path of the signature or the title differs. */
  readonly renamed: boolean;
  readonly params: readonly ParamChange[];
}

export interface VersionChanges {
  readonly older: string;
  readonly newer: string;
  /** In the newer version only, in page order. */
  readonly added: readonly OperationRef[];
  /** In the older version only, in its page order. */
  readonly removed: readonly OperationRef[];
  /** Present in both and different (renamed and/or parameters), in the newer version's page order. */
  readonly changed: readonly OperationChange[];
}

const FUNCTION_TYPES = new Set(['function', 'cli-command', 'operation', 'endpoint']);

/** Removes bracketed groups (arguments, option objects, closures, generics), nested ones included. */
function stripGroups(text: string): string {
  let out = '';
  let depth = 0;
  for (const ch of text) {
    if ('([{<'.includes(ch)) depth++;
    else if (')]}>'.includes(ch)) depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

/**
 * The call path of a signature without its arguments: `supabase.from(table).select(columns?)` →
 * `supabase.from.select`; `try await supabase.auth.signIn(email:)` → `supabase.auth.signIn`.
 * Undefined when the signature has no call in it.
 */
export function callName(signature: string | undefined): string | undefined {
  if (!signature) return undefined;
  // Arrows are not brackets: `(event) => void` must not close a group.
  const bare = stripGroups(
    signature
      .split('\n')[0]
      .replace(/\/\/.*$/, '')
      .replace(/=>|->/g, ' \u2192 '),
  )
    .replace(/\b(try|await|async|final|const|let|var|val|new)\b[?!]?/g, ' ')
    .trim();
  // The expression before any `=` / `:` / `->` (return types, assignments) and without spaces around dots.
  const expr = bare
    .split(/\s*(?:\u2192|=|:)\s*/)[0]
    .replace(/\s*\.\s*/g, '.')
    .trim();
  const match = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\.?$/.exec(expr.replace(/\s+$/, ''));
  const name = match ? match[0].replace(/\.$/, '') : expr;
  return name.length > 0 ? name.replace(/^\./, '') : undefined;
}

/** Splits on `sep` outside brackets. */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const arrow = ch === '>' && (text[i - 1] === '=' || text[i - 1] === '-');
    if (!arrow && '([{<'.includes(ch)) depth++;
    else if (!arrow && ')]}>'.includes(ch)) depth--;
    if (ch === sep && depth === 0) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  parts.push(cur);
  return parts;
}

/** A type written two ways is one type: spacing and the order of a top-level union do not count. */
export function normalizeType(type: string): string {
  const compact = type
    .replace(/\s+/g, ' ')
    .replace(/\s*([|,<>()[\]{}])\s*/g, '$1')
    .trim();
  const members = splitTop(compact, '|');
  return members.length > 1 ? [...members].sort().join('|') : compact;
}

/** The operations of a version, in page order (the rules of filter.ts). */
export function operationsOf(input: VersionSpecInput): OperationRef[] {
  const fns = new Map<string, SpecFunction>((input.spec?.functions ?? []).map((f) => [f.id, f]));
  const kept = filterSections(input.sections, {menuId: input.menuId, specFunctionIds: new Set(fns.keys())});
  const out: OperationRef[] = [];
  const walk = (items: readonly CommonSection[]) =>
    items.forEach((item) => {
      const fn = fns.get(item.id);
      if (FUNCTION_TYPES.has(item.type) && fn && item.slug) {
        const name = callName(fn.signature);
        out.push({id: item.id, slug: item.slug, title: fn.title ?? item.title, ...(name ? {name} : {})});
      }
      if (item.items) walk(item.items);
    });
  walk(kept);
  return out;
}

function flattenParams(
  params: readonly SpecParam[] | undefined,
  prefix = '',
  out = new Map<string, SpecParam>(),
): Map<string, SpecParam> {
  for (const p of params ?? []) {
    const path = prefix ? `${prefix}.${p.name}` : p.name;
    if (!out.has(path)) out.set(path, p);
    flattenParams(p.params, path, out);
  }
  return out;
}

/** Parameter differences of one operation, by dotted path (older order for removals, newer order otherwise). */
export function diffParams(
  older: readonly SpecParam[] | undefined,
  newer: readonly SpecParam[] | undefined,
): ParamChange[] {
  const a = flattenParams(older);
  const b = flattenParams(newer);
  const changes: ParamChange[] = [];
  const removedPaths: string[] = [];
  for (const [path, p] of a) {
    if (b.has(path)) continue;
    // A removed parent says it all: its nested fields are not listed again.
    if (removedPaths.some((r) => path.startsWith(`${r}.`))) continue;
    removedPaths.push(path);
    changes.push({kind: 'removed', path, from: normalizeType(p.type)});
  }
  const addedPaths: string[] = [];
  for (const [path, p] of b) {
    const old = a.get(path);
    if (!old) {
      if (addedPaths.some((r) => path.startsWith(`${r}.`))) continue;
      addedPaths.push(path);
      changes.push({kind: 'added', path, to: normalizeType(p.type)});
      continue;
    }
    const wasRequired = old.required === true;
    const isRequired = p.required === true;
    if (wasRequired !== isRequired) changes.push({kind: isRequired ? 'required' : 'optional', path});
    if (normalizeType(old.type) !== normalizeType(p.type))
      changes.push({kind: 'retyped', path, from: normalizeType(old.type), to: normalizeType(p.type)});
  }
  return changes;
}

/** What changed from `older` to `newer` (two versions of one library, normally consecutive). */
export function diffVersions(older: VersionSpecInput, newer: VersionSpecInput): VersionChanges {
  const olderOps = operationsOf(older);
  const newerOps = operationsOf(newer);
  const olderById = new Map(olderOps.map((o) => [o.id, o]));
  const newerIds = new Set(newerOps.map((o) => o.id));
  const olderFns = new Map((older.spec?.functions ?? []).map((f) => [f.id, f]));
  const newerFns = new Map((newer.spec?.functions ?? []).map((f) => [f.id, f]));
  const changed: OperationChange[] = [];
  for (const op of newerOps) {
    const before = olderById.get(op.id);
    if (!before) continue;
    const renamed =
      before.title !== op.title || (before.name !== undefined && op.name !== undefined && before.name !== op.name);
    const params = diffParams(olderFns.get(op.id)?.params, newerFns.get(op.id)?.params);
    if (renamed || params.length > 0) changed.push({older: before, newer: op, renamed, params});
  }
  return {
    older: older.version,
    newer: newer.version,
    added: newerOps.filter((o) => !olderById.has(o.id)),
    removed: olderOps.filter((o) => !newerIds.has(o.id)),
    changed,
  };
}

/** Totals of a diff, for summaries and tests. */
export function countChanges(c: VersionChanges): {
  added: number;
  removed: number;
  renamed: number;
  withParamChanges: number;
  paramChanges: number;
} {
  return {
    added: c.added.length,
    removed: c.removed.length,
    renamed: c.changed.filter((x) => x.renamed).length,
    withParamChanges: c.changed.filter((x) => x.params.length > 0).length,
    paramChanges: c.changed.reduce((n, x) => n + x.params.length, 0),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Per-section lines of the reference pages (shipped in each version's page data, see emit.ts).
 * ---------------------------------------------------------------------------------------------- */

function paramDelta(params: readonly ParamChange[]): ParamDelta | undefined {
  if (params.length === 0) return undefined;
  const out: Partial<Record<ParamChangeKind, string[]>> = {};
  for (const p of params) (out[p.kind] ??= []).push(p.path);
  return out;
}

/** Slug → line for each section of an older version that differs from (or is missing in) the latest. */
export function olderSectionDeltas(
  toLatest: VersionChanges,
  urls: {latestSection: (slug: string) => string; changesPage: string},
): Record<string, SectionDelta> {
  const out: Record<string, SectionDelta> = {};
  for (const op of toLatest.removed) out[op.slug] = {kind: 'gone', version: toLatest.newer, url: urls.changesPage};
  for (const c of toLatest.changed) {
    const params = paramDelta(c.params);
    out[c.older.slug] = {
      kind: 'differs',
      version: toLatest.newer,
      url: urls.latestSection(c.newer.slug),
      ...(c.renamed ? {renamedTo: c.newer.name && c.newer.name !== c.older.name ? c.newer.name : c.newer.title} : {}),
      ...(params ? {params} : {}),
    };
  }
  return out;
}

/** Slug → line for each section of the latest version that is new since the previous version. */
export function latestSectionDeltas(fromPrevious: VersionChanges, changesPage: string): Record<string, SectionDelta> {
  return Object.fromEntries(
    fromPrevious.added.map((op) => [
      op.slug,
      {kind: 'new', version: fromPrevious.older, url: changesPage} as SectionDelta,
    ]),
  );
}

/** Id of a pair's heading on the changes page (`v1-to-v2`). */
export function pairAnchor(older: string, newer: string): string {
  return `${older}-to-${newer}`;
}
