/**
 * Generates the reference docs of every reference version from its sources:
 * `<version dir>/generated/<slug>.mdx` (one route per section), `start.mdx`, and
 * `generated/_data/` (the version's page data and its menu). Run by
 * `npm run build` and `npm start`; `--check` fails when the output is stale.
 * A bad source stops it with a message naming the file, entry and field.
 */
import fs from 'node:fs';
import path from 'node:path';
import {REFERENCE_SPEC_ENTRIES, versionDocsDir, type ReferenceSpecEntry} from '../src/data/referenceSpecs';
import {loadVersionModel} from '../src/features/reference/engine/sources';
import {renderVersionFiles} from '../src/features/reference/engine/emit';
import {ReferenceSourceError} from '../src/features/reference/engine/validate';

const root = path.resolve(__dirname, '..');

function versionDirExists(entry: ReferenceSpecEntry): boolean {
  return fs.existsSync(path.join(root, versionDocsDir(entry.reference, entry.version)));
}

function syncDir(dir: string, files: ReadonlyMap<string, string>, check: boolean): string[] {
  const changed: string[] = [];
  const existing = new Set<string>();
  const walk = (d: string) => {
    if (!fs.existsSync(d)) return;
    for (const name of fs.readdirSync(d)) {
      const p = path.join(d, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else existing.add(path.relative(dir, p));
    }
  };
  walk(dir);
  for (const [rel, content] of files) {
    const p = path.join(dir, rel);
    if (!existing.has(rel) || fs.readFileSync(p, 'utf8') !== content) {
      changed.push(rel);
      if (!check) {
        fs.mkdirSync(path.dirname(p), {recursive: true});
        fs.writeFileSync(p, content);
      }
    }
    existing.delete(rel);
  }
  for (const rel of existing) {
    changed.push(`${rel} (stale)`);
    if (!check) fs.rmSync(path.join(dir, rel));
  }
  return changed;
}

function main(): void {
  const check = process.argv.includes('--check');
  let failed = false;
  let total = 0;
  for (const entry of REFERENCE_SPEC_ENTRIES) {
    const dir = versionDocsDir(entry.reference, entry.version);
    if (!versionDirExists(entry)) {
      console.error(`✗ ${entry.id}: folder ${dir} does not exist (cut the version with npm run version:cut)`);
      failed = true;
      continue;
    }
    try {
      const model = loadVersionModel(root, entry);
      const files = renderVersionFiles(entry, model);
      const changed = syncDir(path.join(root, dir, 'generated'), files, check);
      total += model.sections.length;
      if (check && changed.length) {
        console.error(
          `✗ ${entry.id}: generated files are stale: ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', ...' : ''}`,
        );
        failed = true;
      }
    } catch (err) {
      failed = true;
      console.error(err instanceof ReferenceSourceError ? `✗ ${err.message}` : err);
    }
  }
  if (failed) {
    console.error('Reference generation failed: fix the sources named above.');
    process.exit(1);
  }
  console.log(
    `Reference docs ${check ? 'are up to date' : 'generated'}: ${REFERENCE_SPEC_ENTRIES.length} versions, ${total} sections.`,
  );
}

main();
