/**
 * Node only: the reference registry (src/data/reference-registry.json) against
 * Docusaurus' own version lists, `<pluginId>_versions.json`, which
 * `docusaurus docs:version` writes and Docusaurus builds from. The registry is the
 * one file maintainers edit; this check makes a disagreement stop the build
 * (docusaurus.config.ts) and the tests instead of serving a version no menu knows.
 */
import fs from 'node:fs';
import path from 'node:path';
import {REFERENCES, type ReferenceDef} from '../../../data/references';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

export function docusaurusVersionsFile(ref: ReferenceDef): string {
  return `${ref.pluginId}_versions.json`;
}

/** Older versions Docusaurus knows for a reference (none when it has no versions file). */
function readDocusaurusVersions(root: string, ref: ReferenceDef): string[] {
  const file = path.join(root, docusaurusVersionsFile(ref));
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}

export function docusaurusVersionProblems(
  root: string = REPO_ROOT,
  references: readonly ReferenceDef[] = REFERENCES,
): string[] {
  return references.flatMap((ref) => {
    const expected = ref.versions.slice(1);
    const actual = readDocusaurusVersions(root, ref);
    if (JSON.stringify(actual) === JSON.stringify(expected)) return [];
    const list = (vs: readonly string[]) => (vs.length ? vs.join(', ') : 'none');
    return [
      `${ref.slug}: src/data/reference-registry.json lists versions ${list(ref.versions)} (older: ${list(expected)}), ` +
        `but ${docusaurusVersionsFile(ref)} lists ${list(actual)}. Cut versions with npm run version:cut; ` +
        `to retire one, remove it from both files and delete its version-<v> folders.`,
    ];
  });
}

export function checkDocusaurusVersions(root: string = REPO_ROOT): void {
  const problems = docusaurusVersionProblems(root);
  if (problems.length > 0) throw new Error(`Reference versions disagree:\n  - ${problems.join('\n  - ')}`);
}
