/**
 * The Management API spec document as the reference loader sees it: generated from the
 * vendored OpenAPI document (reference/api/openapi.json), with the hand-written
 * reference/api/_spec.yml laid over it (./overlay.ts). Nothing is fetched: the document is
 * refreshed by `npx tsx scripts/refresh-openapi.ts <file>` (see reference/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {CommonSection, SpecDocument, SpecFunction} from '../types';
import {ReferenceSourceError} from '../validate';
import {generateFunctions, listOperations, operationSlug, OpenApiError, type OpenApiDocument} from './generate';
import {applyOverlay} from './overlay';

/** Repo-relative paths of the vendored document and of its version record. */
export const OPENAPI_FILE = 'reference/api/openapi.json';
export const OPENAPI_RECORD_FILE = 'reference/api/openapi-version.json';

export function readOpenApiDocument(root: string, file = OPENAPI_FILE): OpenApiDocument {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  } catch (err) {
    throw new ReferenceSourceError(file, [`cannot read the OpenAPI document: ${(err as Error).message}`]);
  }
  if (typeof data !== 'object' || data === null || typeof (data as {paths?: unknown}).paths !== 'object') {
    throw new ReferenceSourceError(file, ['not an OpenAPI document (no "paths" object)']);
  }
  return data as OpenApiDocument;
}

/** Operation entries of a common-sections tree: id → {title, slug}. */
function operationEntries(sections: readonly CommonSection[]): Map<string, {title: string; slug?: string}> {
  const out = new Map<string, {title: string; slug?: string}>();
  const walk = (items: readonly CommonSection[]) =>
    items.forEach((item) => {
      if (item.type === 'operation') out.set(item.id, {title: item.title, slug: item.slug});
      if (item.items) walk(item.items);
    });
  walk(sections);
  return out;
}

export interface ManagementApiSources {
  readonly doc: OpenApiDocument;
  /** The parsed and validated reference/api/_spec.yml, when present. */
  readonly overlay?: SpecDocument;
  readonly sections: readonly CommonSection[];
  readonly openApiFile: string;
  readonly overlayFile: string;
  readonly commonSectionsFile: string;
}

/**
 * Builds the spec document. Throws a ReferenceSourceError naming the file and the ids when the
 * overlay names an operation the document lacks, when an operation of the document has no entry
 * in the common-sections file, or when an operation entry there is not in the document.
 */
export function buildManagementApiSpec(src: ManagementApiSources): SpecDocument {
  let generated;
  let operations;
  try {
    operations = listOperations(src.doc);
    generated = generateFunctions(src.doc);
  } catch (err) {
    if (err instanceof OpenApiError) throw new ReferenceSourceError(src.openApiFile, [err.message]);
    throw err;
  }
  const functions = applyOverlay(generated, src.overlay, {overlayFile: src.overlayFile, openApiFile: src.openApiFile});

  const entries = operationEntries(src.sections);
  const ids = new Set(operations.map((op) => op.id));
  const problems: string[] = [];
  for (const op of operations) {
    if (!entries.has(op.id)) {
      problems.push(
        `operation "${op.id}" (${op.method} ${op.path}, tag "${op.tag ?? 'none'}") of ${src.openApiFile} has no entry: add {"type": "operation", "id": ${JSON.stringify(op.id)}, "title": ..., "slug": "${operationSlug(op.id)}"} to the category of its tag`,
      );
    }
  }
  for (const id of entries.keys()) {
    if (!ids.has(id))
      problems.push(
        `operation entry "${id}" is not an operation of ${src.openApiFile}: remove it (and its overlay in ${src.overlayFile}, if any)`,
      );
  }
  if (problems.length) throw new ReferenceSourceError(src.commonSectionsFile, problems);

  const deprecated = new Set(operations.filter((op) => op.deprecated).map((op) => op.id));
  const titled = functions.map((fn): SpecFunction => {
    if (!deprecated.has(fn.id)) return fn;
    const title = fn.title ?? entries.get(fn.id)?.title ?? fn.id;
    return /deprecated/i.test(title) ? fn : {...fn, title: `${title} (deprecated)`};
  });
  return {
    info: {
      package: 'Management API',
      version: 'v1',
      ...(src.overlay?.info ?? {}),
      language: src.overlay?.info.language ?? 'bash',
    },
    functions: titled,
  };
}
