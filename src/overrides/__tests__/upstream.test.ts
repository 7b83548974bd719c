import fs from 'node:fs';
import path from 'node:path';
import type {ConfigureWebpackUtils, LoadContext, Plugin} from '@docusaurus/types';
import {checkUpstream, modulePathPattern, replaceModules, UPSTREAM, upstreamProblems} from '../upstream';
import {keyCacheByOverridesOff, OVERRIDE_NAMES, OVERRIDES, overridesOff} from '..';

const NODE_MODULES = path.resolve(__dirname, '../../../node_modules');

/** The parts of the bundler the overrides use, recorded instead of run. */
class FakeReplacement {
  constructor(
    readonly pattern: RegExp,
    readonly file: string,
  ) {}
}
const bundler = {
  NormalModuleReplacementPlugin: FakeReplacement,
  Compilation: {PROCESS_ASSETS_STAGE_REPORT: 5000},
} as unknown as ConfigureWebpackUtils['currentBundler']['instance'];
const utils = {currentBundler: {name: 'rspack', instance: bundler}} as unknown as ConfigureWebpackUtils;

/** Runs the "matched nothing" check of replaceModules' last plugin on a compilation that built `files`. */
function compileWith(plugins: ReturnType<typeof replaceModules>, files: string[]): Error[] {
  const errors: Error[] = [];
  const compilation = {
    fileDependencies: new Set(files),
    errors,
    hooks: {processAssets: {tap: (_opts: unknown, fn: () => void) => fn()}},
  };
  const compiler = {
    hooks: {thisCompilation: {tap: (_name: string, fn: (c: typeof compilation) => void) => fn(compilation)}},
  };
  (plugins[plugins.length - 1] as unknown as {apply(c: typeof compiler): void}).apply(compiler);
  return errors;
}

describe('overrides of Docusaurus internals fail loudly (issue 29 item 3)', () => {
  it('the recorded upstream files are the installed ones', () => {
    expect(upstreamProblems(new Set(OVERRIDE_NAMES))).toEqual([]);
    const installed = JSON.parse(fs.readFileSync(path.join(NODE_MODULES, '@docusaurus/core/package.json'), 'utf8'));
    expect(UPSTREAM.docusaurusVersion).toBe(installed.version);
    // Every override that replaces, copies or rewrites upstream code has its files recorded.
    expect(new Set(UPSTREAM.files.map((f) => f.override))).toEqual(new Set(OVERRIDE_NAMES));
  });

  it('an upstream file that differs from the recorded version stops the build, naming it and the version', () => {
    const changed = {
      ...UPSTREAM,
      files: UPSTREAM.files.map((f) => (f.module.endsWith('clientEntry.js') ? {...f, sha256: '0000000000000000'} : f)),
    };
    expect(() => checkUpstream(new Set(['staged-boot']), changed)).toThrow(
      /src\/overrides\/staged-boot: @docusaurus\/core\/lib\/client\/clientEntry\.js .* differs from the recorded upstream version \(sha256 0000000000000000, now a9d6514eaf79c05c\)[^]*re-check against @docusaurus\/core 3\.10\.2/,
    );
    // An override that is switched off is not checked.
    expect(() => checkUpstream(new Set(['prism-on-demand']), changed)).not.toThrow();
  });

  it('an upstream file that moved stops the build', () => {
    const moved = {
      ...UPSTREAM,
      files: [
        {override: 'prism-on-demand', module: '@docusaurus/core/lib/client/moved/docusaurus.js', how: 'x', sha256: 'x'},
      ],
    };
    expect(upstreamProblems(new Set(['prism-on-demand']), moved)).toEqual([
      'src/overrides/prism-on-demand: @docusaurus/core/lib/client/moved/docusaurus.js (x) no longer exists upstream',
    ]);
  });

  it('a module replacement pointed at a moved path stops the config step, naming the override, the path and the version', () => {
    const replacement = path.join(__dirname, '../staged-boot/clientEntry.tsx');
    expect(() =>
      replaceModules('staged-boot', bundler, [
        {module: '@docusaurus/core/lib/client/moved/clientEntry.js', replacement},
      ]),
    ).toThrow(
      /src\/overrides\/staged-boot: the module replacement's target @docusaurus\/core\/lib\/client\/moved\/clientEntry\.js does not resolve .*re-check against @docusaurus\/core 3\.10\.2/,
    );
    expect(() =>
      replaceModules('staged-boot', bundler, [
        {module: '@docusaurus/core/lib/client/clientEntry.js', replacement: '/nowhere.tsx'},
      ]),
    ).toThrow('src/overrides/staged-boot: replacement /nowhere.tsx is missing.');
  });

  it('a module replacement that matched nothing fails the compilation, naming it', () => {
    const replacement = path.join(__dirname, '../prism-on-demand/noClientModule.js');
    const plugins = replaceModules('prism-on-demand', bundler, [
      {module: '@docusaurus/theme-classic/lib/prism-include-languages.js', replacement},
    ]);
    expect(compileWith(plugins, [replacement]).map((e) => e.message)).toEqual([]);
    expect(compileWith(plugins, ['/other.js']).map((e) => e.message)).toEqual([
      expect.stringMatching(
        /^src\/overrides\/prism-on-demand: the replacement of @docusaurus\/theme-classic\/lib\/prism-include-languages\.js by noClientModule\.js matched nothing; re-check against @docusaurus\/core 3\.10\.2/,
      ),
    ]);
  });

  it('staged-boot stops the build on the hash router, which its client entry does not render', () => {
    const hashRouter = {siteConfig: {future: {experimental_router: 'hash'}}} as unknown as LoadContext;
    expect(() => (OVERRIDES['staged-boot'] as unknown as (c: LoadContext) => Plugin)(hashRouter)).toThrow(
      'src/overrides/staged-boot: its client entry hydrates a browser router',
    );
  });

  it("each override's replacements target installed files, and their patterns match them on any platform", () => {
    const context = {
      generatedFilesDir: '/nowhere',
      siteDir: '/nowhere',
      baseUrl: '/',
      siteConfig: {future: {experimental_router: 'browser'}},
    } as unknown as LoadContext;
    for (const name of ['staged-boot', 'prism-on-demand'] as const) {
      const plugin = (OVERRIDES[name] as unknown as (c: LoadContext) => Plugin)(context);
      const {plugins} = plugin.configureWebpack!({mode: 'production'} as never, false, utils, undefined as never) as {
        plugins: unknown[];
      };
      const replacements = plugins.filter((p): p is FakeReplacement => p instanceof FakeReplacement);
      expect(replacements.length).toBeGreaterThan(0);
      for (const r of replacements) expect(fs.existsSync(r.file)).toBe(true);
    }
    const pattern = modulePathPattern('@docusaurus/core/lib/client/clientEntry.js');
    expect(pattern.test(fs.realpathSync(path.join(NODE_MODULES, '@docusaurus/core/lib/client/clientEntry.js')))).toBe(
      true,
    );
    expect(pattern.test('C:\\site\\node_modules\\@docusaurus\\core\\lib\\client\\clientEntry.js')).toBe(true);
    expect(pattern.test('/site/node_modules/@docusaurus/core/lib/client/clientEntry.jsx')).toBe(false);
  });
});

describe('OVERRIDES_OFF, the ablation switch', () => {
  it('reads folder names, comma-separated', () => {
    expect(overridesOff(undefined)).toEqual(new Set());
    expect(overridesOff(' staged-boot, prism-on-demand ,')).toEqual(new Set(['staged-boot', 'prism-on-demand']));
  });

  it('stops the build on an unknown name, naming it', () => {
    expect(() => overridesOff('staged-boot,stagedboot')).toThrow(
      'OVERRIDES_OFF names "stagedboot", not an override; known: reference-client-routes, prism-on-demand, staged-boot.',
    );
  });

  it("keys the bundler's persistent cache by the overrides that are off, and leaves it alone with all on", () => {
    const rspack = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}}};
    keyCacheByOverridesOff(rspack, new Set(['staged-boot', 'prism-on-demand']));
    expect(rspack.experiments.cache.version).toBe(
      'client-production-en-3.10.2-abc-overrides-off:prism-on-demand,staged-boot',
    );
    const webpack = {cache: {type: 'filesystem', version: '3.10.2-abc'}};
    keyCacheByOverridesOff(webpack, new Set());
    expect(webpack.cache.version).toBe('3.10.2-abc');
  });

  it('names exactly the folders of src/overrides/ that hold an override plugin', () => {
    const folders = fs
      .readdirSync(path.join(__dirname, '..'), {withFileTypes: true})
      .filter((e) => e.isDirectory() && e.name !== '__tests__' && e.name !== 'private-api')
      .map((e) => e.name);
    expect([...OVERRIDE_NAMES].sort()).toEqual(folders.sort());
  });
});
