/**
 * What the overrides depend on upstream, checked so that a Docusaurus upgrade that moves or changes one of those
 * files stops the build with the file's name and the version to re-check against, instead of silently falling back
 * to stock behaviour (issue 29 item 3):
 * - `upstream-files.json` records every upstream file an override replaces, copies or rewrites the output of, with the
 *   first 16 hex digits of its SHA-256 and the @docusaurus/core version the override was written against
 *   (`checkUpstream`, run by ./index.ts when the config loads);
 * - a module replacement whose target does not resolve stops at config time, one that matched nothing stops the
 *   compilation (`replaceModules`).
 * After re-checking an override against a new upstream file, update its hash (the error message gives it) and
 * `docusaurusVersion`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import manifest from './upstream-files.json';

interface UpstreamFile {
  /** The override's folder under src/overrides/. */
  readonly override: string;
  /** The upstream module, as a package path (`@docusaurus/core/lib/client/clientEntry.js`). */
  readonly module: string;
  /** What the override does with it. */
  readonly how: string;
  /** First 16 hex digits of the SHA-256 of the file the override was written against. */
  readonly sha256: string;
}

export interface UpstreamManifest {
  readonly docusaurusVersion: string;
  readonly files: readonly UpstreamFile[];
}

export const UPSTREAM: UpstreamManifest = manifest;

const NODE_MODULES = path.resolve(__dirname, '../../node_modules');

function installedDocusaurusVersion(): string {
  try {
    const file = path.join(NODE_MODULES, '@docusaurus/core/package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
  } catch {
    return 'unknown';
  }
}

/** The end of every message: which version the overrides were written against, and which is installed. */
export const UPSTREAM_VERSION_NOTE = `re-check against @docusaurus/core ${UPSTREAM.docusaurusVersion} (the version the overrides were written against; installed: ${installedDocusaurusVersion()}; src/overrides/README.md)`;

export const sha256Prefix = (content: Buffer | string): string =>
  crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);

/**
 * The recorded upstream files of the enabled overrides that are missing or differ from the recorded version, as
 * messages (empty: all as recorded).
 */
export function upstreamProblems(
  enabled: ReadonlySet<string>,
  upstream: UpstreamManifest = UPSTREAM,
  read: (module: string) => Buffer | undefined = (module) => {
    const file = path.join(NODE_MODULES, module);
    return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  },
): string[] {
  return upstream.files
    .filter((f) => enabled.has(f.override))
    .flatMap((f) => {
      const content = read(f.module);
      if (content === undefined)
        return [`src/overrides/${f.override}: ${f.module} (${f.how}) no longer exists upstream`];
      const hash = sha256Prefix(content);
      return hash === f.sha256
        ? []
        : [
            `src/overrides/${f.override}: ${f.module} (${f.how}) differs from the recorded upstream version (sha256 ${f.sha256}, now ${hash})`,
          ];
    });
}

/** Throws, naming each file and the Docusaurus version to re-check against, when an upstream file moved or changed. */
export function checkUpstream(enabled: ReadonlySet<string>, upstream: UpstreamManifest = UPSTREAM): void {
  const problems = upstreamProblems(enabled, upstream);
  if (problems.length > 0) {
    throw new Error(`Docusaurus overrides out of date:\n- ${problems.join('\n- ')}\n${UPSTREAM_VERSION_NOTE}.`);
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A module path as the bundler sees a resolved file, on any platform: `a/b.js` → /a[\\/]b\.js$/. */
export const modulePathPattern = (module: string): RegExp =>
  new RegExp(`${module.split('/').map(escapeRegExp).join('[\\\\/]')}$`);

export interface Replacement {
  /**
   * An upstream module (package path, resolved in node_modules: it must exist) or a bare request
   * (`@generated/routes`, matched exactly) to replace.
   */
  readonly module?: string;
  readonly request?: string;
  /** The absolute path of the file that stands in for it. */
  readonly replacement: string;
}

/** Checks a replacement's target and file before the build: throws naming the override when either is missing. */
function checkReplacement(override: string, r: Replacement, exists: (file: string) => boolean = fs.existsSync): RegExp {
  if (!exists(r.replacement)) throw new Error(`src/overrides/${override}: replacement ${r.replacement} is missing.`);
  if (r.module !== undefined) {
    if (!exists(path.join(NODE_MODULES, r.module))) {
      throw new Error(
        `src/overrides/${override}: the module replacement's target ${r.module} does not resolve (Docusaurus moved it); ${UPSTREAM_VERSION_NOTE}.`,
      );
    }
    return modulePathPattern(r.module);
  }
  if (r.request !== undefined) return new RegExp(`^${escapeRegExp(r.request)}$`);
  throw new Error(`src/overrides/${override}: a replacement needs a module or a request.`);
}

type Bundler = ConfigureWebpackUtils['currentBundler']['instance'];
type Compiler = InstanceType<Bundler['Compiler']>;

/**
 * The bundler plugins for an override's module replacements: each target checked now, and each replacement
 * checked after the modules are built (one that matched nothing fails the compilation, naming it).
 */
export function replaceModules(
  override: string,
  bundler: Bundler,
  replacements: readonly Replacement[],
): {apply(compiler: Compiler): void}[] {
  const {NormalModuleReplacementPlugin, Compilation} = bundler;
  const replacing = replacements.map(
    (r) => new NormalModuleReplacementPlugin(checkReplacement(override, r), r.replacement),
  );
  const assertMatched = {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(`${override}:assert-replaced`, (compilation) => {
        compilation.hooks.processAssets.tap(
          {name: `${override}:assert-replaced`, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT},
          () => {
            // A replacement file that is not among the compilation's files matched nothing.
            for (const r of replacements.filter((r) => !compilation.fileDependencies.has(r.replacement))) {
              compilation.errors.push(
                new Error(
                  `src/overrides/${override}: the replacement of ${r.module ?? r.request} by ${path.basename(r.replacement)} matched nothing; ${UPSTREAM_VERSION_NOTE}.`,
                ) as (typeof compilation.errors)[number],
              );
            }
          },
        );
      });
    },
  };
  return [...replacing, assertMatched];
}
