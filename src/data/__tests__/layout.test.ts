import fs from 'node:fs';
import path from 'node:path';
import {MOBILE_BREAKPOINT_PX, SIDE_MENU_WIDTH_PX, WIDE_LAYOUT_PX} from '../layout';

const root = path.resolve(__dirname, '../../..');
const cssFiles = [
  'src/css/custom.css',
  'src/components/TopBar/styles.module.css',
  'src/components/Search/styles.module.css',
  'src/components/SideMenu/PageSideMenu.module.css',
  'src/features/reference/components/styles.module.css',
];

describe('layout constants (spec §9)', () => {
  it('are 420px and 1024px', () => {
    expect(SIDE_MENU_WIDTH_PX).toBe(420);
    expect(MOBILE_BREAKPOINT_PX).toBe(1024);
  });

  it("every media query of the shell uses one of the named breakpoints (the spec's, or the wide layout's)", () => {
    for (const file of cssFiles) {
      const css = fs.readFileSync(path.join(root, file), 'utf8');
      const widths = [...css.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].map((m) =>
        m[1] === 'min' ? Number(m[2]) : Math.ceil(Number(m[2])),
      );
      expect(widths.length).toBeGreaterThan(0);
      for (const w of widths)
        expect([MOBILE_BREAKPOINT_PX, WIDE_LAYOUT_PX].map((b) => `${file}: ${b}`)).toContain(`${file}: ${w}`);
    }
  });

  it('no stylesheet types the side menu width: it reads the variable fed from the data', () => {
    for (const file of cssFiles) {
      expect(fs.readFileSync(path.join(root, file), 'utf8')).not.toMatch(/\b420px\b/);
    }
  });
});

describe('layout variables written into every page', () => {
  it('come from the layout constants', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const {LAYOUT_CSS} = require('../../plugins/browser/layout-vars') as {LAYOUT_CSS: string};
    expect(LAYOUT_CSS).toContain(`--side-menu-width:${SIDE_MENU_WIDTH_PX}px`);
  });
});
