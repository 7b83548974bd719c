/**
 * @jest-environment node
 *
 * Each client library's reference against its SDK's own capability list (issue 32), the way the CLI
 * reference is held to the binary. For every `reference/<lib>/sdk-compliance.yaml` (the pinned copy of
 * the SDK's list, first line naming its source and version), `reference/<lib>/sdk-coverage.yml` maps each
 * capability the SDK implements to the common-section id of the entry that documents it (`covered`) or
 * says why there is none (`reasons`). The test fails, naming the library, the capability and the file to
 * edit, when a capability is in neither, when a mapping names a capability that is not in the list or an
 * entry that the latest version's reference does not show, and when coverage is under 95%.
 * How to refresh a list: reference/README.md ("SDK capability lists").
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {REFERENCES, latestVersion, referenceMenuId} from '../../src/data/references';
import {findReferenceSpecEntry} from '../../src/data/referenceSpecs';
import {loadVersionModel} from '../../src/features/reference/engine/sources';

const ROOT = path.resolve(__dirname, '../..');
const MIN_COVERAGE = 0.95;
/** Statuses under which the SDK has the capability; `not_implemented` and `not_applicable` need no entry. */
const PRESENT = new Set(['implemented', 'partially_implemented']);
const KNOWN_STATUSES = new Set([...PRESENT, 'not_implemented', 'not_applicable']);

interface Capability {
  readonly id: string;
  readonly status: string;
}

interface CoverageFile {
  readonly covered: Readonly<Record<string, string | readonly string[]>>;
  readonly reasons: Readonly<Record<string, string>>;
}

const libs = fs
  .readdirSync(path.join(ROOT, 'reference'))
  .filter((dir: string) => fs.existsSync(path.join(ROOT, 'reference', dir, 'sdk-compliance.yaml')))
  .sort();

function readCapabilities(file: string): {source: string; capabilities: Capability[]; invalid: string[]} {
  const text: string = fs.readFileSync(file, 'utf8');
  const doc = YAML.parse(text) as {features?: Record<string, unknown>} | null;
  const features = doc && typeof doc.features === 'object' && doc.features !== null ? doc.features : {};
  const capabilities: Capability[] = [];
  const invalid: string[] = [];
  for (const [id, value] of Object.entries(features)) {
    // Two shapes occur in the SDKs' files: `id: implemented` and `id: { status: implemented, ... }`.
    const status = typeof value === 'string' ? value : (value as {status?: unknown} | null)?.status;
    if (typeof status === 'string' && KNOWN_STATUSES.has(status)) capabilities.push({id, status});
    else invalid.push(`${id}: status ${JSON.stringify(status)}`);
  }
  return {source: text.split('\n', 1)[0], capabilities, invalid};
}

function readCoverage(file: string): CoverageFile {
  if (!fs.existsSync(file)) return {covered: {}, reasons: {}};
  const doc = (YAML.parse(fs.readFileSync(file, 'utf8')) ?? {}) as Partial<CoverageFile>;
  return {covered: doc.covered ?? {}, reasons: doc.reasons ?? {}};
}

const summaries: string[] = [];

afterAll(() => {
  if (summaries.length > 0)
    console.info(`SDK capability coverage (latest version of each reference)\n${summaries.join('\n')}`);
});

it('finds the pinned capability lists', () => {
  expect(libs.length).toBeGreaterThan(0);
});

describe.each(libs.map((lib: string) => [lib]))('%s', (lib: string) => {
  const listFile = `reference/${lib}/sdk-compliance.yaml`;
  const coverageFile = `reference/${lib}/sdk-coverage.yml`;
  const ref = REFERENCES.find((r) => r.slug === lib);
  const {source, capabilities, invalid} = readCapabilities(path.join(ROOT, listFile));
  const coverage = readCoverage(path.join(ROOT, coverageFile));
  const present = capabilities.filter((c) => PRESENT.has(c.status));
  const listed = new Set(capabilities.map((c) => c.id));
  const presentIds = new Set(present.map((c) => c.id));

  const entry = ref ? findReferenceSpecEntry(referenceMenuId(ref, latestVersion(ref))) : undefined;
  const menuId = entry?.id ?? `(no reference "${lib}")`;
  const shown = new Set(
    entry
      ? loadVersionModel(ROOT, entry)
          .sections.filter((s) => s.kind === 'function')
          .map((s) => s.id)
      : [],
  );

  const idsOf = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [value] : value);
  const covered = present.filter(
    (c) => c.id in coverage.covered && idsOf(coverage.covered[c.id]).every((id) => shown.has(id)),
  );
  const reasoned = present.filter((c) => !(c.id in coverage.covered) && c.id in coverage.reasons);
  const missing = present.filter((c) => !(c.id in coverage.covered) && !(c.id in coverage.reasons));
  const ratio = present.length === 0 ? 1 : covered.length / present.length;
  summaries.push(
    `  ${lib} (${menuId}): ${present.length} capabilities, ${covered.length} covered (${(ratio * 100).toFixed(1)}%), ` +
      `${reasoned.length} with a reason, ${missing.length} missing` +
      (missing.length > 0
        ? `: ${missing
            .slice(0, 10)
            .map((c) => c.id)
            .join(', ')}${missing.length > 10 ? ', ...' : ''}`
        : '') +
      ` (${capabilities.length - present.length} not in the SDK)`,
  );

  it('is a client library of the registry', () => {
    if (!ref || ref.kind !== 'client-library')
      throw new Error(`${listFile}: "${lib}" is not a client library in src/data/reference-registry.json`);
  });

  it('is an SDK capability list: a `features` map whose entries all have a known status', () => {
    if (capabilities.length === 0)
      throw new Error(`${listFile}: no capabilities under \`features\` (is it an SDK's sdk-compliance.yaml?)`);
    if (invalid.length > 0)
      throw new Error(`${listFile}: expected one of ${[...KNOWN_STATUSES].join(', ')}:\n  ${invalid.join('\n  ')}`);
  });

  it('names its source repository and version on its first line', () => {
    if (!/^# Source: \S+.*\S/.test(source))
      throw new Error(
        `${listFile}: the first line must be a comment "# Source: <repository> <version or tag>", found ${JSON.stringify(source)}`,
      );
  });

  it(`has a mapping file (${coverageFile})`, () => {
    if (!fs.existsSync(path.join(ROOT, coverageFile)))
      throw new Error(
        `${lib}: ${coverageFile} is missing: map every capability of ${listFile} under \`covered\` or \`reasons\``,
      );
  });

  it('maps only capabilities of the list that the SDK implements', () => {
    const problems = [...Object.keys(coverage.covered), ...Object.keys(coverage.reasons)].flatMap((id) =>
      !listed.has(id)
        ? [`${id}: not a capability of ${listFile}`]
        : !presentIds.has(id)
          ? [`${id}: the SDK marks it ${capabilities.find((c) => c.id === id)?.status}; no mapping needed`]
          : [],
    );
    if (problems.length > 0) throw new Error(`${lib}: edit ${coverageFile}:\n  ${problems.join('\n  ')}`);
  });

  it('gives a capability either an entry or a reason, not both, and every reason is a sentence', () => {
    const both = Object.keys(coverage.covered).filter((id) => id in coverage.reasons);
    const empty = Object.entries(coverage.reasons).filter(
      ([, why]) => typeof why !== 'string' || why.trim().length < 10,
    );
    const problems = [
      ...both.map((id) => `${id}: both covered and given a reason`),
      ...empty.map(([id]) => `${id}: the reason is empty or too short to explain anything`),
    ];
    if (problems.length > 0) throw new Error(`${lib}: edit ${coverageFile}:\n  ${problems.join('\n  ')}`);
  });

  it(`covers capabilities only with entries that the latest version (${menuId}) shows`, () => {
    const problems = Object.entries(coverage.covered).flatMap(([cap, value]) =>
      idsOf(value)
        .filter((id) => !shown.has(id))
        .map(
          (id) =>
            `${cap} → ${id}: no function entry "${id}" in ${entry?.specFile ?? `reference/${lib}/_spec.yml`} (or the common sections drop it for ${menuId})`,
        ),
    );
    if (problems.length > 0)
      throw new Error(`${lib}: add the entry to the spec, or fix ${coverageFile}:\n  ${problems.join('\n  ')}`);
  });

  it('leaves no capability without an entry or a reason', () => {
    if (missing.length > 0)
      throw new Error(
        `${lib}: ${missing.length} capabilities of ${listFile} have neither an entry nor a reason. ` +
          `Document them in ${entry?.specFile ?? `reference/${lib}/_spec.yml`} and map them under \`covered\` in ${coverageFile}, ` +
          `or say why not under \`reasons\`:\n  ${missing.map((c) => c.id).join('\n  ')}`,
      );
  });

  it(`covers at least ${MIN_COVERAGE * 100}% of the capabilities with an entry`, () => {
    if (ratio < MIN_COVERAGE)
      throw new Error(
        `${lib}: ${covered.length} of ${present.length} capabilities (${(ratio * 100).toFixed(1)}%) have an entry, ` +
          `under ${MIN_COVERAGE * 100}%. Add entries to ${entry?.specFile ?? `reference/${lib}/_spec.yml`} for capabilities ` +
          `now under \`reasons\` in ${coverageFile}: ${reasoned.map((c) => c.id).join(', ')}`,
      );
  });
});
