/** The languages registered with the shortened walk tokenize exactly as with Prism's own insertBefore. */
const SAMPLES: Record<string, string> = {
  bash: 'supabase db push --remote # deploy\nexport URL="$HOST/rest/v1"',
  dart: "final res = await supabase.from('countries').select('id, name').eq('id', 1); // fetch\n@override\nString get name => 'x';",
  csharp:
    'var result = await supabase.From<City>().Where(x => x.Name == $"Bali {id}").Get();\n[Table("cities")] class City : BaseModel {}',
  toml: '[api]\nenabled = true\nport = 54321\nschemas = ["public", "graphql_public"]',
  ruby: 'class User < ApplicationRecord\n  def name = "#{first} #{last}"\nend',
  php: '<?php $client = new Client($url); echo "Hi {$name}"; ?>',
  tsx: 'const {data} = await supabase.from("todos").select(); const el = <div className="x">{data}</div>;',
};

type Prismish = {languages: Record<string, unknown>; tokenize: (text: string, grammar: unknown) => unknown[]};

function load(fast: boolean): Prismish {
  let prism: Prismish | undefined;
  jest.isolateModules(() => {
    if (fast) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../languages');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      prism = require('prism-react-renderer').Prism;
    } else {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      prism = require('prism-react-renderer').Prism;
      (globalThis as {Prism?: unknown}).Prism = prism;
      for (const lang of ['bash', 'dart', 'csharp', 'toml', 'ruby', 'markup-templating', 'php']) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require(`prismjs/components/prism-${lang}`);
      }
      delete (globalThis as {Prism?: unknown}).Prism;
    }
  });
  return prism!;
}

describe('fast insertBefore while registering languages', () => {
  const fast = load(true);
  const stock = load(false);

  it.each(Object.keys(SAMPLES))('%s tokenizes the same', (lang) => {
    expect(fast.languages[lang]).toBeDefined();
    expect(JSON.stringify(fast.tokenize(SAMPLES[lang], fast.languages[lang]))).toBe(
      JSON.stringify(stock.tokenize(SAMPLES[lang], stock.languages[lang])),
    );
  });

  it('defines the same languages and aliases, and restores Prism afterwards', () => {
    expect(Object.keys(fast.languages).sort()).toEqual(Object.keys(stock.languages).sort());
    expect(fast.languages.shell).toBe(fast.languages.bash);
    expect(fast.languages.cs).toBe(fast.languages.csharp);
    expect((fast.languages.DFS as {name: string}).name).toBe('DFS');
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });
});
