import fs from 'node:fs';
import path from 'node:path';
import {EXTRA_DISABLED_FEATURES, PLAYWRIGHT_DISABLED_FEATURES, withExtraDisabledFeatures} from '../chromiumFeatures';

/** Playwright's bundled sources, where its Chromium switches are defined (no public API lists them). */
const PLAYWRIGHT_DIR = path.dirname(require.resolve('playwright-core/package.json'));
const PLAYWRIGHT_BUNDLE = path.join(PLAYWRIGHT_DIR, 'lib', 'coreBundle.js');
const PLAYWRIGHT_VERSION = (
  JSON.parse(fs.readFileSync(path.join(PLAYWRIGHT_DIR, 'package.json'), 'utf8')) as {version: string}
).version;

describe('the Chromium features the tests turn off', () => {
  it("copies playwright-core's own --disable-features list exactly (else Playwright's switch is not left out, and Chromium keeps only one)", () => {
    const source = fs.readFileSync(PLAYWRIGHT_BUNDLE, 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source);
    if (!list)
      throw new Error(
        `no "disabledFeatures = [...]" in ${PLAYWRIGHT_BUNDLE} (playwright-core ${PLAYWRIGHT_VERSION}): re-check PLAYWRIGHT_DISABLED_FEATURES in e2e/support/chromiumFeatures.ts`,
      );
    const names = [...list[1].replace(/\/\/.*$/gm, '').matchAll(/"([^"]*)"/g)].map((m) => m[1]).filter(Boolean);
    expect(names).toEqual([...PLAYWRIGHT_DISABLED_FEATURES]);
  });

  it("adds ours to a launcher's switch and refuses anything else", () => {
    expect(withExtraDisabledFeatures('--disable-features=A,B')).toBe(
      `--disable-features=A,B,${EXTRA_DISABLED_FEATURES.join(',')}`,
    );
    expect(() => withExtraDisabledFeatures('--enable-features=A')).toThrow('not a --disable-features switch');
  });
});
