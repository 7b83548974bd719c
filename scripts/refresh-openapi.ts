/**
 * Replaces the vendored Management API OpenAPI document with a new copy and reports the drift:
 *   npx tsx scripts/refresh-openapi.ts <path to the new openapi.json> [--source "<where it came from>"]
 *
 * Writes reference/api/openapi.json and its record reference/api/openapi-version.json, then prints
 * which operation ids were added, removed or moved to another method/path. Nothing else changes:
 * until reference/_common/api.json (and reference/api/_spec.yml for removed ids) follow, loading the
 * Management API reference fails and names each id (see reference/README.md).
 * The platform publishes the document at https://api.supabase.com/api/v1-json; this script never downloads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {listOperations, OpenApiError, type OpenApiDocument} from '../src/features/reference/engine/openapi/generate';
import {OPENAPI_FILE, OPENAPI_RECORD_FILE} from '../src/features/reference/engine/openapi/load';
import {diffOperations, makeRecord, suggestedEntry} from '../src/features/reference/engine/openapi/refresh';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const sourceAt = args.indexOf('--source');
const source = sourceAt >= 0 ? args[sourceAt + 1] : undefined;
const input = args.find((a, i) => !a.startsWith('--') && (sourceAt < 0 || i !== sourceAt + 1));
if (!input) {
  console.error('Usage: npx tsx scripts/refresh-openapi.ts <path to openapi.json> [--source "<where it came from>"]');
  process.exit(1);
}

function parse(file: string, text = fs.readFileSync(file, 'utf8')): OpenApiDocument {
  const doc = JSON.parse(text) as OpenApiDocument;
  if (typeof doc !== 'object' || doc === null || typeof doc.paths !== 'object')
    throw new OpenApiError(`${file}: not an OpenAPI document (no "paths" object)`);
  listOperations(doc); // every operation needs an operationId
  return doc;
}

try {
  // The copy is kept byte for byte (only a final newline is added), so its sha256 matches the source.
  const raw = fs.readFileSync(path.resolve(input), 'utf8');
  const text = raw.endsWith('\n') ? raw : `${raw}\n`;
  const next = parse(input, text);
  const target = path.join(root, OPENAPI_FILE);
  const previous = fs.existsSync(target) ? parse(target) : {paths: {}};
  fs.writeFileSync(target, text);
  const record = makeRecord(
    next,
    text,
    source ?? `copy of ${path.basename(input)} (${next.info?.title ?? 'OpenAPI document'})`,
    new Date().toISOString().slice(0, 10),
  );
  fs.writeFileSync(path.join(root, OPENAPI_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);

  const drift = diffOperations(previous, next);
  console.log(
    `Wrote ${OPENAPI_FILE} (${record.title ?? ''} ${record.version ?? ''}, ${record.operations} operations) and ${OPENAPI_RECORD_FILE}.`,
  );
  if (!drift.added.length && !drift.removed.length && !drift.moved.length) {
    console.log('No operation was added, removed or moved.');
  }
  if (drift.added.length) {
    console.log(
      `\nAdded (${drift.added.length}): add each to reference/_common/api.json under the category of its tag:`,
    );
    for (const op of drift.added) console.log(`  + ${op.id}  ${op.method} ${op.path}\n      ${suggestedEntry(op)}`);
  }
  if (drift.removed.length) {
    console.log(
      `\nRemoved (${drift.removed.length}): delete their entries from reference/_common/api.json and reference/api/_spec.yml:`,
    );
    for (const op of drift.removed) console.log(`  - ${op.id}  ${op.method} ${op.path}`);
  }
  if (drift.moved.length) {
    console.log(
      `\nMoved to another method or path (${drift.moved.length}): update the signature and examples in reference/api/_spec.yml:`,
    );
    for (const m of drift.moved) console.log(`  ~ ${m.id}  ${m.from} -> ${m.to}`);
  }
  console.log(
    '\nThen run: npx tsx scripts/check-reference.ts reference_api && npx jest test/reference/management-api.test.ts',
  );
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
