/**
 * The CSS of a code theme (prism-react-renderer's format, src/data/codeThemes.ts) for blocks drawn from build-time
 * tokens (src/components/CodeHighlight): token colours by class, and the block's colours as the CSS variables
 * Docusaurus' code block reads. src/css/codeTokens.css is this for the light theme and, under
 * `[data-theme='dark']`, the dark one; a test keeps the file equal to it.
 */
import type {PrismTheme} from 'prism-react-renderer';

const kebab = (property: string): string => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The rules of `theme`, each selector after `scope` (`''` or `[data-theme='dark'] `). */
export function themeCss(theme: PrismTheme, scope: string): string {
  // !important: Docusaurus' block container sets these variables inline from the theme of the mode it rendered
  // (the server's until hydration); the stylesheet follows the mode at once.
  const rules = [
    `${scope}.theme-code-block {\n  --prism-color: ${String(theme.plain.color)} !important;\n` +
      `  --prism-background-color: ${String(theme.plain.backgroundColor)} !important;\n}`,
    `${scope}.prism-code {\n  color: var(--prism-color);\n  background-color: var(--prism-background-color);\n}`,
  ];
  for (const {types, style} of theme.styles) {
    const selector = types.map((type) => `${scope}.prism-code .token.${type}`).join(',\n');
    const declarations = Object.entries(style)
      .map(([property, value]) => `  ${kebab(property)}: ${String(value)};`)
      .join('\n');
    rules.push(`${selector} {\n${declarations}\n}`);
  }
  return rules.join('\n');
}
