/**
 * Cuts a new version of a client library reference:
 *   npm run version:cut -- <library> <version>      e.g. npm run version:cut -- javascript v3
 *
 * The current latest (say v2) is frozen under its own name with Docusaurus'
 * `docs:version` (reference_<lib>_versioned_docs/version-v2, served at
 * /reference/<lib>/v2/...), the registry (src/data/reference-registry.json) gets
 * <version> as the latest (served at /reference/<lib>/...), and the reference docs
 * are regenerated. Bad input is refused before anything changes.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {CLIENT_LIBRARIES, type ReferenceRegistryEntry} from '../src/data/references';

const root = path.resolve(__dirname, '..');

export class VersionCutError extends Error {}

export function checkVersionCut(
  library: string | undefined,
  version: string | undefined,
): {pluginId: string; previous: string} {
  const names = CLIENT_LIBRARIES.map((r) => r.slug).join(', ');
  if (!library || !version)
    throw new VersionCutError(
      `Usage: npm run version:cut -- <library> <version>, e.g. npm run version:cut -- javascript v3 (libraries: ${names})`,
    );
  const ref = CLIENT_LIBRARIES.find((r) => r.slug === library);
  if (!ref) throw new VersionCutError(`Unknown library "${library}": choose one of ${names}.`);
  if (!/^v\d+$/.test(version))
    throw new VersionCutError(`Malformed version name "${version}": expected v<number>, e.g. v3.`);
  if (ref.versions.includes(version))
    throw new VersionCutError(
      `Version ${version} of ${library} already exists (versions: ${ref.versions.join(', ')}).`,
    );
  const previous = ref.versions[0];
  if (Number(version.slice(1)) <= Number(previous.slice(1))) {
    throw new VersionCutError(`Version ${version} must be newer than the latest version of ${library}, ${previous}.`);
  }
  return {pluginId: ref.pluginId, previous};
}

const REGISTRY_FILE = 'src/data/reference-registry.json';

/** The registry with `version` added as the latest of `library`. */
export function withNewVersion(
  registry: readonly ReferenceRegistryEntry[],
  library: string,
  version: string,
): ReferenceRegistryEntry[] {
  return registry.map((entry) =>
    entry.slug === library ? {...entry, versions: [version, ...(entry.versions ?? [])]} : entry,
  );
}

/** The registry file's layout: two-space indent, lists of names on one line. */
export function formatRegistry(registry: readonly ReferenceRegistryEntry[]): string {
  const json = JSON.stringify(registry, null, 2).replace(
    /\[\s*("[^"\]]*"(?:,\s*"[^"\]]*")*)\s*\]/g,
    (_m, inner: string) => `[${inner.split(/,\s*/).join(', ')}]`,
  );
  return `${json}\n`;
}

function run(cmd: string, args: string[]): void {
  execFileSync(cmd, args, {cwd: root, stdio: 'inherit', env: process.env});
}

function main(): void {
  const [library, version] = process.argv.slice(2);
  let plan: {pluginId: string; previous: string};
  try {
    plan = checkVersionCut(library, version);
  } catch (err) {
    if (err instanceof VersionCutError) {
      console.error(`version:cut refused: ${err.message}\nNothing was changed.`);
      process.exit(1);
    }
    throw err;
  }
  const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
  // The snapshot must hold today's generated pages too, so generate first.
  run(bin('tsx'), ['scripts/generate-reference.ts']);
  run(bin('docusaurus'), [`docs:version:${plan.pluginId}`, plan.previous]);

  const file = path.join(root, REGISTRY_FILE);
  const registry = JSON.parse(fs.readFileSync(file, 'utf8')) as ReferenceRegistryEntry[];
  fs.writeFileSync(file, formatRegistry(withNewVersion(registry, library, version)));

  run(bin('tsx'), ['scripts/generate-reference.ts']);
  console.log(
    `\n${library}: ${version} is now the latest (/reference/${library}/start); ${plan.previous} moved to /reference/${library}/${plan.previous}/start.\n` +
      `Update reference/${library}/_spec.yml (info.version included) and reference/${library}/_sections/ for ${version}\n` +
      `(add an upgrade-guide.md), re-vendor reference/${library}/sdk-compliance.yaml and sdk-coverage.yml if the SDK has one,\n` +
      `then run npx tsx scripts/check-reference.ts ${plan.pluginId}_${version} and npm test.`,
  );
}

if (require.main === module) main();
