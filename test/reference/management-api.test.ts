/**
 * @jest-environment node
 *
 * The Management API reference lists every operation of the vendored OpenAPI document
 * (reference/api/openapi.json): in the menu and in the spec, each under its operation id.
 * When the document is refreshed (scripts/refresh-openapi.ts), these tests name the ids that drifted.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {findReferenceSpecEntry} from '../../src/data/referenceSpecs';
import {loadVersionModel} from '../../src/features/reference/engine/sources';
import {renderVersionFiles} from '../../src/features/reference/engine/emit';
import {listOperations, operationSlug} from '../../src/features/reference/engine/openapi/generate';
import {OPENAPI_FILE, OPENAPI_RECORD_FILE, readOpenApiDocument} from '../../src/features/reference/engine/openapi/load';
import type {OpenApiRecord} from '../../src/features/reference/engine/openapi/refresh';
import type {CommonSection, ReferenceMenuNode} from '../../src/features/reference/engine/types';

const ROOT = path.resolve(__dirname, '../..');
const entry = findReferenceSpecEntry('reference_api');
if (!entry) throw new Error('menu id reference_api is not registered');
const operations = listOperations(readOpenApiDocument(ROOT, OPENAPI_FILE));
// Loading fails itself (naming file and ids) when the document and the sources drifted; the id-set
// tests below on the common-sections file still run and name the missing and extra ids.
let loaded: ReturnType<typeof loadVersionModel> | undefined;
let loadError: unknown;
try {
  loaded = loadVersionModel(ROOT, entry);
} catch (err) {
  loadError = err;
}
const model = new Proxy({} as ReturnType<typeof loadVersionModel>, {
  get(_target, key) {
    if (!loaded) throw loadError;
    return loaded[key as keyof typeof loaded];
  },
});

const documentIds = new Set(operations.map((op) => op.id));
const commonSections = JSON.parse(
  fs.readFileSync(path.join(ROOT, entry.commonSectionsFile), 'utf8'),
) as CommonSection[];
const commonOperationIds = new Set<string>();
const walkCommon = (items: readonly CommonSection[]) =>
  items.forEach((item) => {
    if (item.type === 'operation') commonOperationIds.add(item.id);
    walkCommon(item.items ?? []);
  });
walkCommon(commonSections);
const specIds = () => new Set(model.sections.filter((s) => s.kind === 'function').map((s) => s.id));
function menuIds(): Set<string> {
  const ids = new Set<string>();
  const walk = (nodes: readonly ReferenceMenuNode[]) =>
    nodes.forEach((node) => {
      if (node.type === 'section') ids.add(node.id);
      walk(node.items);
    });
  walk(model.menu);
  return ids;
}

/** `{missing: [...], extra: [...]}` of a set of ids against the document's, so a failure names them. */
function drift(ids: ReadonlySet<string>) {
  return {missing: [...documentIds].filter((id) => !ids.has(id)), extra: [...ids].filter((id) => !documentIds.has(id))};
}

describe('Management API reference vs the vendored OpenAPI document', () => {
  it('has operations (the document was read)', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(documentIds.size).toBe(operations.length); // operation ids are unique
  });

  it(`has an operation entry in ${entry.commonSectionsFile} for every operation, and no other`, () => {
    expect(drift(commonOperationIds)).toEqual({missing: [], extra: []});
    expect(commonOperationIds.size).toBe(operations.length);
  });

  it('lists every operation in the menu, and nothing else', () => {
    const operationMenuIds = new Set(
      [...menuIds()].filter((id) => !['introduction', 'authentication', 'rate-limits'].includes(id)),
    );
    expect(drift(operationMenuIds)).toEqual({missing: [], extra: []});
    expect(operationMenuIds.size).toBe(operations.length);
  });

  it('has a spec entry for every operation, and nothing else', () => {
    expect(drift(specIds())).toEqual({missing: [], extra: []});
    expect(specIds().size).toBe(operations.length);
  });

  it('shows each operation under its method and path, with its operation id as slug', () => {
    const wrong = operations
      .map((op) => ({op, section: model.sections.find((s) => s.id === op.id)}))
      .filter(
        ({op, section}) => section?.signature !== `${op.method} ${op.path}` || section?.slug !== operationSlug(op.id),
      )
      .map(({op}) => op.id);
    expect(wrong).toEqual([]);
  });

  it('marks deprecated operations', () => {
    const unmarked = operations
      .filter((op) => op.deprecated && !/deprecated/i.test(model.sections.find((s) => s.id === op.id)?.title ?? ''))
      .map((op) => op.id);
    expect(unmarked).toEqual([]);
  });

  it('keeps the content plan categories', () => {
    const categories = commonSections.filter((s) => s.type === 'category').map((s) => s.id);
    for (const id of [
      'auth',
      'database',
      'domains',
      'edge-functions',
      'environments',
      'organizations',
      'projects',
      'rest',
      'secrets',
      'storage',
    ]) {
      expect(categories).toContain(id);
    }
  });

  it('gives every operation a description, an example and, when the document has one, a response', () => {
    const incomplete = model.sections
      .filter((s) => s.kind === 'function' && (s.body.length === 0 || s.examples.length === 0 || !s.response))
      .map((s) => s.id);
    expect(incomplete).toEqual([]);
  });

  it('matches its version record (refresh with scripts/refresh-openapi.ts, not by hand)', () => {
    const record = JSON.parse(fs.readFileSync(path.join(ROOT, OPENAPI_RECORD_FILE), 'utf8')) as OpenApiRecord;
    const sha = crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(ROOT, OPENAPI_FILE)))
      .digest('hex');
    expect({sha256: record.sha256, operations: record.operations}).toEqual({
      sha256: sha,
      operations: operations.length,
    });
    expect(record.vendoredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps the page data to a sane size', () => {
    const page = renderVersionFiles(entry, model).get('_data/page.json') as string;
    expect(page.length).toBeLessThan(700_000);
    const largest = Math.max(...model.sections.map((s) => JSON.stringify(s).length));
    expect(largest).toBeLessThan(80_000);
  });
});
