/**
 * Reads the reference sources of one version from disk (Node only: the generator,
 * the sidebar generator and tests use it; the browser never does).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {MENU_IDS} from '../data/menuIds';
import {type ReferenceSpecEntry, versionDocsDir} from '../data/referenceSpecs';
import {buildVersionModel, type VersionModel} from './build';
import type {CommonSection, SpecDocument} from './types';
import {ReferenceSourceError, validateCommonSections, validateSpecDocument} from './validate';

export function readCommonSections(root: string, file: string): CommonSection[] {
  const abs = path.join(root, file);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(abs, 'utf8'));
  } catch (err) {
    throw new ReferenceSourceError(file, [`not valid JSON: ${(err as Error).message}`]);
  }
  return validateCommonSections(data, file, MENU_IDS);
}

export function readSpecDocument(root: string, file: string): SpecDocument | undefined {
  const abs = path.join(root, file);
  if (!fs.existsSync(abs)) return undefined;
  const doc = YAML.parseDocument(fs.readFileSync(abs, 'utf8'), {prettyErrors: true, uniqueKeys: true});
  if (doc.errors.length) {
    throw new ReferenceSourceError(file, doc.errors.map((e) => `YAML: ${e.message.split('\n')[0]}`));
  }
  return validateSpecDocument(doc.toJS(), file);
}

export function readMarkdownSections(root: string, dir: string): Map<string, string> {
  const abs = path.join(root, dir);
  const out = new Map<string, string>();
  if (!fs.existsSync(abs)) return out;
  for (const name of fs.readdirSync(abs)) {
    if (name.endsWith('.md')) out.set(name.slice(0, -3), fs.readFileSync(path.join(abs, name), 'utf8'));
  }
  return out;
}

/** Loads, validates and builds one version. */
export function loadVersionModel(root: string, entry: ReferenceSpecEntry): VersionModel {
  const dir = versionDocsDir(entry.reference, entry.version);
  const sectionsDir = `${dir}/_sections`;
  return buildVersionModel({
    menuId: entry.id,
    specFile: entry.specFile,
    sectionsDir,
    commonSectionsFile: entry.commonSectionsFile,
    sections: readCommonSections(root, entry.commonSectionsFile),
    spec: readSpecDocument(root, entry.specFile),
    markdown: readMarkdownSections(root, sectionsDir),
    defaultLanguage: entry.reference.language,
  });
}
