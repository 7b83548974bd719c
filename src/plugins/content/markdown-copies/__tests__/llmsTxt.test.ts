import {llmsLinks, renderLlmsTxt, validateLlmsTxt} from '../llmsTxt';

const doc = {
  title: 'Supabase Docs',
  summary: 'Guides and references.',
  details: ['Every link is Markdown.'],
  sections: [
    {
      title: 'Auth guides',
      links: [
        {
          name: 'Passwords [email]',
          url: 'https://d.example/guides/auth/passwords.md',
          notes: 'Sign in\nwith a password.',
        },
      ],
    },
    {title: 'Empty', links: []},
    {title: 'Optional', links: [{name: 'All guides', url: 'https://d.example/llms-full.txt'}]},
  ],
};

describe('renderLlmsTxt', () => {
  it('writes H1, blockquote, details, then H2 sections of link lines, skipping empty sections', () => {
    expect(renderLlmsTxt(doc)).toBe(
      [
        '# Supabase Docs',
        '',
        '> Guides and references.',
        '',
        'Every link is Markdown.',
        '',
        '## Auth guides',
        '',
        '- [Passwords \\[email\\]](https://d.example/guides/auth/passwords.md): Sign in with a password.',
        '',
        '## Optional',
        '',
        '- [All guides](https://d.example/llms-full.txt)',
        '',
      ].join('\n'),
    );
  });

  it('produces a file its own validator accepts, and whose links read back', () => {
    const text = renderLlmsTxt(doc);
    expect(validateLlmsTxt(text)).toEqual([]);
    expect(llmsLinks(text)).toEqual([
      {name: 'Passwords [email]', url: 'https://d.example/guides/auth/passwords.md', notes: 'Sign in with a password.'},
      {name: 'All guides', url: 'https://d.example/llms-full.txt'},
    ]);
  });
});

describe('validateLlmsTxt', () => {
  it('requires the H1 first', () => {
    expect(validateLlmsTxt('Intro\n# Title\n\n> s\n\n## A\n\n- [a](/a)\n')[0]).toMatch(/line 1: .*H1/);
  });
  it('requires the blockquote summary after the H1', () => {
    expect(validateLlmsTxt('# Title\n\nText\n\n## A\n\n- [a](/a)\n')).toEqual([expect.stringMatching(/blockquote/)]);
  });
  it('requires H2 sections holding only link lines', () => {
    const problems = validateLlmsTxt('# T\n\n> s\n\n## A\n\n- [a](/a): ok\nloose text\n### Deep\n\n## B\n');
    expect(problems).toEqual([
      expect.stringMatching(/line 8: a section holds only link lines/),
      expect.stringMatching(/line 9: sections are H2/),
      expect.stringMatching(/line 9: a section holds only link lines/),
      expect.stringMatching(/section "B" lists no link/),
    ]);
  });
  it('requires at least one section and a single H1', () => {
    expect(validateLlmsTxt('# T\n\n> s\n')).toEqual(['no H2 section: the file lists no links']);
    expect(validateLlmsTxt('# T\n\n> s\n\n# Again\n\n## A\n\n- [a](/a)\n')).toEqual([
      expect.stringMatching(/only one H1/),
    ]);
  });
});
