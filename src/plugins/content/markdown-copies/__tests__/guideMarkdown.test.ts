import {guideToMarkdown, parseAttributes} from '../guideMarkdown';

const opts = {
  title: 'Password-based Auth',
  pageUrl: 'https://docs.example.com/guides/auth/passwords',
  siteUrl: 'https://docs.example.com',
};

describe('guideToMarkdown', () => {
  it('drops front matter and ESM imports, starts with the title and the description', () => {
    const md = guideToMarkdown(
      [
        '---',
        'title: Password-based Auth',
        'description: Sign in with a password.',
        '---',
        '',
        "import Tabs from '@theme/Tabs';",
        'import {',
        '  X,',
        "} from '@site/src/x';",
        '',
        'Body text.',
      ].join('\n'),
      {...opts, description: 'Sign in with a password.'},
    );
    expect(md).toBe('# Password-based Auth\n\n> Sign in with a password.\n\nBody text.\n');
  });

  it('keeps an H1 the body already has instead of adding one', () => {
    expect(guideToMarkdown('# Own title\n\nText', opts)).toBe('# Own title\n\nText\n');
  });

  it('turns tabs into labelled blocks and keeps code fences with their language only', () => {
    const src = [
      '<Tabs groupId="language" queryString>',
      '<TabItem value="js" label="JavaScript">',
      '',
      '```ts title="app.ts" typecheck-skip="fragment"',
      'const a = <T,>(x: T) => x',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="dart">',
      '',
      '```dart',
      'final a = 1;',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(guideToMarkdown(src, opts)).toBe(
      '# Password-based Auth\n\n**JavaScript**\n\n```ts\nconst a = <T,>(x: T) => x\n```\n\n**dart**\n\n```dart\nfinal a = 1;\n```\n',
    );
  });

  it('never touches what is inside code: fences, inline code, JSX-looking text', () => {
    const src = [
      'Render `<HCaptcha sitekey="..." />` here.',
      '',
      '```tsx',
      "import x from 'y'",
      '<Tabs>',
      ':::note',
      '```',
    ].join('\n');
    const md = guideToMarkdown(src, opts);
    expect(md).toContain('Render `<HCaptcha sitekey="..." />` here.');
    expect(md).toContain("```tsx\nimport x from 'y'\n<Tabs>\n:::note\n```");
  });

  it('turns admonitions into blockquotes, code inside included', () => {
    const src = [
      ':::warning[Keep it secret]',
      '',
      'Never ship the key.',
      '',
      '```bash',
      'echo $KEY',
      '```',
      '',
      ':::',
      '',
      'After.',
    ].join('\n');
    expect(guideToMarkdown(src, opts)).toBe(
      '# Password-based Auth\n\n> **Warning: Keep it secret**\n>\n> Never ship the key.\n>\n> ```bash\n> echo $KEY\n> ```\n\nAfter.\n',
    );
  });

  it('reads the old admonition title syntax too', () => {
    expect(guideToMarkdown(':::tip Fast path\nDo it.\n:::', opts)).toContain('> **Tip: Fast path**\n>\n> Do it.');
  });

  it('replaces known components with their Markdown, inline and as blocks, and drops unknown ones with a note', () => {
    const src = [
      'Idle for <Period /> pauses.',
      '',
      '<RateTable />',
      '',
      '<Fancy prop={1}>',
      'child text',
      '</Fancy>',
      '',
      'End.',
    ].join('\n');
    const md = guideToMarkdown(src, {
      ...opts,
      components: {Period: '5 minutes', RateTable: () => '| a | b |\n| --- | --- |\n| 1 | 2 |'},
    });
    expect(md).toContain('Idle for 5 minutes pauses.');
    expect(md).toContain('| a | b |\n| --- | --- |\n| 1 | 2 |');
    expect(md).toContain(
      '> (Omitted: the interactive "Fancy" element of the web page: see https://docs.example.com/guides/auth/passwords.)',
    );
    expect(md).not.toContain('child text');
    expect(md).toContain('End.');
  });

  it('removes JSX comments and heading ids, and makes root-relative links absolute', () => {
    const src = [
      '{/* a note for writers */}',
      '## Sign in {#sign-in}',
      '',
      'See [this](/guides/auth) and [that](https://x.dev/a) and `[code](/x)`.',
      '{/*',
      'multi',
      '*/}',
    ].join('\n');
    expect(guideToMarkdown(src, opts)).toBe(
      '# Password-based Auth\n\n## Sign in\n\nSee [this](https://docs.example.com/guides/auth) and [that](https://x.dev/a) and `[code](/x)`.\n',
    );
  });

  it('leaves no JSX, import or admonition syntax in a real guide', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fs = require('node:fs') as typeof import('node:fs');
    const md = guideToMarkdown(fs.readFileSync(`${__dirname}/../../../../../docs/auth/passwords.mdx`, 'utf8'), opts);
    const prose = md.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
    expect(prose).not.toMatch(/<\/?[A-Z]|^import |^:::|\{\/\*/m);
    expect(md).toMatch(/^# Password-based Auth\n/);
    expect(md).toMatch(/```ts\n[\s\S]*signUp/);
  });
});

describe('parseAttributes', () => {
  it('reads quoted, braced and bare attributes', () => {
    expect(parseAttributes(' value="js" label=\'JS\' default count={3} name={"x"} queryString')).toEqual({
      value: 'js',
      label: 'JS',
      default: 'true',
      count: '3',
      name: 'x',
      queryString: 'true',
    });
  });
});

describe('guideToMarkdown in lists', () => {
  it('keeps a code block indented inside its list item', () => {
    const src = [
      '1. Create the index:',
      '',
      '   ```sql title="x"',
      '   create index on t (c);',
      '   ```',
      '',
      '2. Done.',
    ].join('\n');
    expect(guideToMarkdown(src, opts)).toBe(
      '# Password-based Auth\n\n1. Create the index:\n\n   ```sql\n   create index on t (c);\n   ```\n\n2. Done.\n',
    );
  });
});
