/**
 * Validates the sources of one reference version without writing anything:
 *   npx tsx scripts/check-reference.ts reference_dart_v1
 * Prints the sections the version's menu will show, or the problems found.
 */
import path from 'node:path';
import {findReferenceSpecEntry} from '../src/data/referenceSpecs';
import {loadVersionModel} from '../src/features/reference/engine/sources';
import {ReferenceSourceError} from '../src/features/reference/engine/validate';

const menuId = process.argv[2];
const entry = menuId ? findReferenceSpecEntry(menuId) : undefined;
if (!entry) {
  console.error(
    `Usage: npx tsx scripts/check-reference.ts <menu id>, e.g. reference_dart_v1 (unknown: ${menuId ?? 'none given'})`,
  );
  process.exit(1);
}
try {
  const model = loadVersionModel(path.resolve(__dirname, '..'), entry);
  const fns = model.sections.filter((s) => s.kind === 'function');
  console.log(
    `${entry.id}: ${model.sections.length} sections (${fns.length} with a spec entry, ${fns.reduce((n, s) => n + s.examples.length, 0)} examples)`,
  );
  console.log(model.sections.map((s) => s.slug).join(' '));
  console.log('OK');
} catch (err) {
  console.error(err instanceof ReferenceSourceError ? err.message : err);
  process.exit(1);
}
