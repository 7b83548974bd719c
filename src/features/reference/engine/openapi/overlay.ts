/**
 * Merges the hand-written Management API spec (reference/api/_spec.yml, an overlay keyed
 * by operation id) over the functions generated from the OpenAPI document.
 *
 * - An overlay id that is not an operation of the OpenAPI document is an error (file + id).
 * - An overlay `signature` must equal the generated `METHOD /path` (else the overlay describes
 *   an operation whose method or path changed): an error naming file and id.
 * - `description`, `title`, `examples` and `notes` of the overlay replace the generated ones.
 * - `params`: the generated list (complete, with the document's types, required flags, enums
 *   and defaults) is kept; a generated parameter takes the overlay's description of the
 *   parameter of the same name (nested fields likewise), and overlay parameters the document
 *   does not list (such as `external_{provider}_enabled` patterns) are added after them.
 * - The response schema always comes from the document.
 * - Deprecated operations keep the deprecation notice in front of an overlay description
 *   that does not mention the deprecation itself.
 */
import type {SpecDocument, SpecFunction, SpecParam} from '../types';
import {ReferenceSourceError} from '../validate';
import {DEPRECATION_NOTE, type GeneratedFunction} from './generate';

export interface OverlayFiles {
  /** Repo-relative path of the overlay (`reference/api/_spec.yml`), for error messages. */
  readonly overlayFile: string;
  /** Repo-relative path of the OpenAPI document (`reference/api/openapi.json`). */
  readonly openApiFile: string;
}

function mergeParams(
  generated: readonly SpecParam[] | undefined,
  overlay: readonly SpecParam[] | undefined,
): SpecParam[] | undefined {
  if (!overlay?.length) return generated ? [...generated] : undefined;
  // An overlay parameter that says where it goes (`in`) matches only that parameter: `slug` may be both a query and a body field.
  const match = (g: SpecParam) =>
    overlay.find((o) => o.name === g.name && o.in !== undefined && o.in === g.in) ??
    overlay.find((o) => o.name === g.name && (o.in === undefined || g.in === undefined));
  const merged = (generated ?? []).map((g): SpecParam => {
    const o = match(g);
    if (!o) return g;
    const params = mergeParams(g.params, o.params);
    return {
      ...g,
      ...(o.description ? {description: o.description} : {}),
      ...(g.default === undefined && o.default !== undefined ? {default: o.default} : {}),
      ...(params?.length ? {params} : {}),
    };
  });
  const used = new Set((generated ?? []).map(match).filter((o): o is SpecParam => o !== undefined));
  return [...merged, ...overlay.filter((o) => !used.has(o) && !(generated ?? []).some((g) => g.name === o.name))];
}

export function applyOverlay(
  generated: readonly GeneratedFunction[],
  overlay: SpecDocument | undefined,
  files: OverlayFiles,
): SpecFunction[] {
  const byId = new Map(generated.map((f) => [f.id, f]));
  const problems: string[] = [];
  const overlays = new Map<string, SpecFunction>();
  (overlay?.functions ?? []).forEach((fn, i) => {
    const gen = byId.get(fn.id);
    if (!gen) {
      problems.push(`functions[${i}] ("${fn.id}") > id: no operation with this operationId in ${files.openApiFile}`);
      return;
    }
    if (fn.signature !== undefined && fn.signature !== gen.signature) {
      problems.push(
        `functions[${i}] ("${fn.id}") > signature: "${fn.signature}" but ${files.openApiFile} says "${gen.signature}"`,
      );
      return;
    }
    overlays.set(fn.id, fn);
  });
  if (problems.length) throw new ReferenceSourceError(files.overlayFile, problems);

  return generated.map((gen): SpecFunction => {
    const {deprecated, ...base} = gen;
    const o = overlays.get(gen.id);
    if (!o) return base;
    const description =
      deprecated && !/deprecat/i.test(o.description) ? `${DEPRECATION_NOTE}\n\n${o.description}` : o.description;
    const params = mergeParams(base.params, o.params);
    return {
      ...base,
      ...(o.title ? {title: o.title} : {}),
      description,
      ...(params?.length ? {params} : {}),
      examples: o.examples,
      ...(o.notes ? {notes: o.notes} : {}),
    };
  });
}
