/**
 * A disk cache of parsed YAML documents for the production build (Node only). The build parses each version's
 * spec document twice in two processes (the generator, then the Markdown copies inside `docusaurus build`), and
 * parsing YAML is most of what loading a reference costs; the cached value is the document's JSON, keyed by a hash
 * of the text and the parser's version, so a changed file or parser can never be served an old value. Only
 * documents that parsed without errors and survive a JSON round trip unchanged are stored. Off unless
 * `REFERENCE_YAML_CACHE` names a folder (scripts/build.mjs sets it): tests and other callers parse as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import YAML from 'yaml';

/** The parser's version is part of every key. */
const PARSER = `yaml@${(JSON.parse(fs.readFileSync(require.resolve('yaml/package.json'), 'utf8')) as {version: string}).version}`;

/** The options every spec document is parsed with (part of the key too). */
const OPTIONS = {prettyErrors: true, uniqueKeys: true} as const;

type ParsedYaml = {ok: true; value: unknown} | {ok: false; errors: readonly string[]};

function parse(text: string): ParsedYaml {
  const doc = YAML.parseDocument(text, OPTIONS);
  if (doc.errors.length) return {ok: false, errors: doc.errors.map((e) => `YAML: ${e.message.split('\n')[0]}`)};
  return {ok: true, value: doc.toJS()};
}

/** The cache file of a document's text. */
export function cacheKey(text: string): string {
  return crypto
    .createHash('sha256')
    .update(`${PARSER}\0${JSON.stringify(OPTIONS)}\0`)
    .update(text)
    .digest('hex');
}

/** Parses a YAML document, through the cache folder when one is given. */
export function parseYamlCached(text: string, cacheDir: string | undefined): ParsedYaml {
  if (!cacheDir) return parse(text);
  const file = path.join(cacheDir, `${cacheKey(text)}.json`);
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    // Marked as read by this build (scripts/build.mjs drops the entries a build did not read).
    const now = new Date();
    fs.utimesSync(file, now, now);
    return {ok: true, value};
  } catch {
    // Not cached yet (or unreadable): parse it.
  }
  const parsed = parse(text);
  if (parsed.ok) {
    const json = JSON.stringify(parsed.value);
    if (isDeepStrictEqual(JSON.parse(json), parsed.value)) {
      fs.mkdirSync(cacheDir, {recursive: true});
      // Written whole under a temporary name, then renamed: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, json);
      fs.renameSync(tmp, file);
    }
  }
  return parsed;
}
