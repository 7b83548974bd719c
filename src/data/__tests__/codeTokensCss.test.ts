import fs from 'node:fs';
import path from 'node:path';
import {darkCodeTheme, lightCodeTheme} from '../codeThemes';
import {themeCss} from '../../utils/prism/themeCss';

const file = path.join(__dirname, '..', '..', 'css', 'codeTokens.css');

describe('src/css/codeTokens.css (token colours for both modes, from the code themes)', () => {
  it("is the light theme's CSS, then the dark theme's under [data-theme='dark']", () => {
    const css = fs.readFileSync(file, 'utf8');
    const body = css.slice(css.indexOf('*/') + 2).trim();
    expect(body).toBe(`${themeCss(lightCodeTheme, '')}\n${themeCss(darkCodeTheme, "[data-theme='dark'] ")}`);
  });

  it('colours every token type of both themes, with the italic comments', () => {
    const css = themeCss(lightCodeTheme, '');
    expect(css).toContain('.prism-code .token.keyword');
    expect(css).toMatch(/\.prism-code \.token\.comment[^{]*\{\n {2}color: #57606a;\n {2}font-style: italic;/);
    expect(themeCss(darkCodeTheme, "[data-theme='dark'] ")).toContain(
      "[data-theme='dark'] .theme-code-block {\n  --prism-color: #f8f8f2 !important;",
    );
  });
});
