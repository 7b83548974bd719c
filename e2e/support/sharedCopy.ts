/**
 * One copy of the repository with a cut JavaScript version (`npm run version:cut -- javascript v3`), built for a
 * real address (`SITE_URL` and `EDIT_URL` through scripts/build.mjs, search index included), shared by the two
 * files that need a full build of a changed site: `versionCut.e2e.ts` (the cut builds, and the pages say so) and
 * `deploy.e2e.ts` (the build names no other address, and the shipped nginx configuration serves it). One build
 * instead of two: each is most of its file's time (about a minute on 2 cores).
 *
 * The copy is made once per end-to-end run, by whichever of the two files asks first, in the run's folder
 * (`E2E_RUN_DIR`, made by globalSetup and removed by globalTeardown); the other file reuses it. A failed cut or
 * build is recorded there too, so the second file fails at once with the same message instead of building again.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {copyRepo} from './repoCopy';
import {ROOT} from './server';

export const SITE_URL = 'https://docs.test';
export const EDIT_URL = 'https://git.example.org/acme/docs-portal/edit/main';

interface CutSiteBuild {
  /** The copy of the repository, after the cut and the build. */
  readonly dir: string;
  /** Its `build/` folder. */
  readonly build: string;
}

function runDir(): string {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir || !fs.existsSync(dir))
    throw new Error('E2E_RUN_DIR is not set: run the end-to-end tests through e2e/jest.config.js (its globalSetup).');
  return dir;
}

const run = (cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) => {
  try {
    execFileSync(cmd, args, {cwd, stdio: 'pipe', encoding: 'utf8', env});
  } catch (error) {
    const e = error as {stdout?: string; stderr?: string; message: string};
    throw new Error(`${[cmd, ...args].join(' ')} failed in ${cwd}: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The shared copy, cut and built: made on the first call of an end-to-end run, read back on the next ones. With
 * several jest workers the two files can ask at the same time: the first to create the copy's folder makes it
 * (creating a folder is atomic), the other waits for its `ready.json` or `failed.txt`.
 */
export async function cutSiteBuild(waitMs = 15 * 60_000): Promise<CutSiteBuild> {
  const home = path.join(runDir(), 'cut-site');
  const ready = path.join(home, 'ready.json');
  const failed = path.join(home, 'failed.txt');
  let maker = true;
  try {
    fs.mkdirSync(home);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    maker = false;
  }
  if (!maker) {
    for (const deadline = Date.now() + waitMs; ; await sleep(500)) {
      if (fs.existsSync(ready)) return JSON.parse(fs.readFileSync(ready, 'utf8')) as CutSiteBuild;
      if (fs.existsSync(failed))
        throw new Error(`the shared cut-site build failed earlier in this run: ${fs.readFileSync(failed, 'utf8')}`);
      if (Date.now() > deadline) throw new Error(`the shared cut-site build in ${home} did not finish in ${waitMs} ms`);
    }
  }
  try {
    const dir = copyRepo('repo-', home);
    run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/version-cut.ts', 'javascript', 'v3'], dir);
    // The heap versionCut.e2e.ts always built its copy with: the cut site has one more JavaScript version.
    run(process.execPath, ['scripts/build.mjs'], dir, {
      ...process.env,
      SITE_URL,
      EDIT_URL,
      NODE_OPTIONS: '--max-old-space-size=8192',
      // Docusaurus' HTML minifier only rewrites the markup of each page (quotes, white space); it adds or removes no
      // address, link, inline script or page, and what the two files read of the HTML is written to match either
      // form. Skipping it took about 18 CPU-s off the two files (BENCHMARKS.md, session 18). The critical-CSS step
      // stays: deploy.e2e.ts checks its script under the Content-Security-Policy.
      SKIP_HTML_MINIFICATION: 'true',
      // No rspack persistent cache: the copy is deleted, nothing reads it back (BENCHMARKS.md, sessions 20-21).
      DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    });
    const built: CutSiteBuild = {dir, build: path.join(dir, 'build')};
    fs.writeFileSync(ready, JSON.stringify(built));
    return built;
  } catch (error) {
    fs.writeFileSync(failed, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
