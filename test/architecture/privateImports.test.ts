/**
 * @jest-environment node
 *
 * ESLint forbids Docusaurus' private modules outside src/overrides/ and src/theme/ (issue 29 item 3): a planted
 * import fails, the same import inside the folders passes. ESLint loads its ES-module config, which Jest's module
 * system cannot, so the snippets are linted by ESLint's Node API in one child process.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

const LINT_SNIPPETS = `
import {ESLint} from 'eslint';
const eslint = new ESLint({cwd: process.cwd()});
const out = [];
for (const {file, code} of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code, {filePath: file});
  out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
}
console.log(JSON.stringify(out));
`;

/** The no-restricted-imports messages of each snippet, linted as the file it names. */
function restrictedImports(snippets: {file: string; code: string}[]): string[][] {
  const input = snippets.map(({file, code}) => ({file: path.join(ROOT, file), code}));
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_SNIPPETS, JSON.stringify(input)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as string[][];
}

const PRIVATE = [
  "import {useQueryStringValue} from '@docusaurus/theme-common/internal';",
  "import routes from '@generated/routes';",
  "import preload from '@docusaurus/core/lib/client/preload';",
  "import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';",
];
const snippet = (line: string) => `${line}\nexport const planted = 1;\n`;

describe('private Docusaurus imports', () => {
  it('fail outside src/overrides and src/theme, pass inside them; public modules pass everywhere', () => {
    const outside = [
      'src/hooks/planted.ts',
      'src/components/Planted/index.tsx',
      'src/features/reference/hooks/planted.ts',
      'scripts/planted.ts',
    ];
    const inside = ['src/overrides/planted/index.ts', 'src/theme/Planted/index.tsx'];
    const publicImports =
      "import {useStorageSlot} from '@docusaurus/theme-common';\nimport {useLocation} from '@docusaurus/router';\nexport const planted = [useStorageSlot, useLocation];\n";
    const cases = [
      ...PRIVATE.flatMap((line) => outside.map((file) => ({file, code: snippet(line), expected: 1}))),
      ...PRIVATE.flatMap((line) => inside.map((file) => ({file, code: snippet(line), expected: 0}))),
      {file: 'src/hooks/planted.ts', code: publicImports, expected: 0},
    ];
    const messages = restrictedImports(cases);
    cases.forEach(({file, code, expected}, i) => {
      expect({file, code, count: messages[i].length}).toEqual({file, code, count: expected});
      for (const m of messages[i]) expect(m).toMatch(/A private Docusaurus module: import it in src\/overrides\//);
    });
  }, 60_000);
});
