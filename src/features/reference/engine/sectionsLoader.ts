/**
 * The section loader (spec §7): reads a common-sections list on demand, when a
 * reference version is built from it (`loadVersionModel` in sources.ts:
 * the generator, scripts/check-reference.ts, the tests). Node only: the browser
 * receives each version's sections already built into its page data. The keys are
 * the ones the reference registry names (reference-registry.json, `sections`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {MENU_IDS} from '../../../data/menuIds';
import {REFERENCES, sectionsFilePath, sectionsKeys, type ReferenceDef} from '../../../data/references';
import type {CommonSection} from './types';
import {ReferenceSourceError, validateCommonSections} from './validate';

export type {CommonSection};

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/**
 * Repo-relative file of a sections key the registry names.
 * @throws Error("Cannot find module '<key>'") for any other key.
 */
export function sectionsFile(key: string, references: readonly ReferenceDef[] = REFERENCES): string {
  const known = sectionsKeys(references);
  if (!known.includes(key)) {
    throw new Error(
      `Cannot find module '${key}': no reference in src/data/reference-registry.json names this sections list (known: ${known.join(', ')})`,
    );
  }
  return sectionsFilePath(key);
}

/**
 * Reads and validates one sections list from `root` (the repository by default).
 * @throws Error("Cannot find module '<key>'") for a key the registry does not name;
 *   ReferenceSourceError naming the file when it is missing, not JSON, or invalid.
 */
export function loadSections(key: string, root: string = REPO_ROOT): readonly CommonSection[] {
  const file = sectionsFile(key);
  const abs = path.join(root, file);
  if (!fs.existsSync(abs)) {
    throw new ReferenceSourceError(file, [
      `missing: src/data/reference-registry.json names the sections list "${key}"; create the file or fix "sections"`,
    ]);
  }
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(abs, 'utf8'));
  } catch (err) {
    throw new ReferenceSourceError(file, [`not valid JSON: ${(err as Error).message}`]);
  }
  return validateCommonSections(data, file, MENU_IDS);
}
