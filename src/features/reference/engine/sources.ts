/**
 * Reads the reference sources of one version from disk (Node only: the generator,
 * the sidebar generator and tests use it; the browser never does).
 */
import fs from 'node:fs';
import path from 'node:path';
import {type ReferenceSpecEntry, versionDocsDir} from '../../../data/referenceSpecs';
import {loadSections} from './sectionsLoader';
import {buildVersionModel, type VersionModel, type VersionSources} from './build';
import {buildManagementApiSpec, OPENAPI_FILE, readOpenApiDocument} from './openapi/load';
import type {SpecDocument} from './types';
import {ReferenceSourceError, validateSpecDocument} from './validate';
import {parseYamlCached} from './yamlCache';

/** Reads and validates a spec document; a missing file is an error naming it (every version has one). */
export function readSpecDocument(root: string, file: string): SpecDocument {
  const abs = path.join(root, file);
  if (!fs.existsSync(abs))
    throw new ReferenceSourceError(file, [
      'the spec document is missing (every reference version has one: see reference/README.md)',
    ]);
  const parsed = parseYamlCached(fs.readFileSync(abs, 'utf8'), process.env.REFERENCE_YAML_CACHE);
  if (!parsed.ok) throw new ReferenceSourceError(file, parsed.errors);
  return validateSpecDocument(parsed.value, file);
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

/** What one version is built from: the validated spec document (the Management API's generated from its OpenAPI document), its markdown sections and the build inputs. */
export interface LoadedSources {
  readonly spec: SpecDocument;
  readonly markdown: Map<string, string>;
  readonly input: VersionSources;
}

/** Reads and validates one version's sources, as loadVersionModel builds them (the Markdown copies read the raw sources too). */
export function loadVersionSources(root: string, entry: ReferenceSpecEntry): LoadedSources {
  const dir = versionDocsDir(entry.reference, entry.version);
  const sectionsDir = `${dir}/_sections`;
  // Through the section loader: its errors are the ones a writer meets.
  const sections = loadSections(entry.sectionsKey, root);
  let spec = readSpecDocument(root, entry.specFile);
  if (entry.reference.kind === 'api') {
    // The Management API spec is generated from the vendored OpenAPI document; _spec.yml is an overlay.
    spec = buildManagementApiSpec({
      doc: readOpenApiDocument(root, OPENAPI_FILE),
      overlay: spec,
      sections,
      openApiFile: OPENAPI_FILE,
      overlayFile: entry.specFile,
      commonSectionsFile: entry.commonSectionsFile,
    });
  }
  const markdown = readMarkdownSections(root, sectionsDir);
  return {
    spec,
    markdown,
    input: {
      menuId: entry.id,
      specFile: entry.specFile,
      sectionsDir,
      commonSectionsFile: entry.commonSectionsFile,
      sections,
      spec,
      markdown,
      defaultLanguage: entry.reference.language,
    },
  };
}

/** Loads, validates and builds one version. */
export function loadVersionModel(root: string, entry: ReferenceSpecEntry): VersionModel {
  return buildVersionModel(loadVersionSources(root, entry).input);
}
