import {EXTENSION_PRODUCTS, EXTENSION_TAGS, EXTENSIONS, type Extension} from '../extensions';

const byName = (name: string): Extension | undefined => EXTENSIONS.find((e) => e.name === name);

describe('EXTENSIONS catalogue', () => {
  const names = EXTENSIONS.map((e) => e.name);

  it('has unique names', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('is sorted by name', () => {
    expect(names).toEqual([...names].sort());
  });

  it('has at least 55 entries', () => {
    expect(EXTENSIONS.length).toBeGreaterThanOrEqual(55);
  });

  it.each([
    'postgis',
    'pg_cron',
    'pg_graphql',
    'pg_net',
    'pgsodium',
    'vector',
    'timescaledb',
    'wrappers',
    'pgtap',
    'uuid-ossp',
  ])('includes %s', (name) => {
    expect(names).toContain(name);
  });

  it('gives every entry 1-3 tags, all from EXTENSION_TAGS', () => {
    const known = new Set<string>(EXTENSION_TAGS);
    for (const e of EXTENSIONS) {
      expect(`${e.name}: ${e.tags.length >= 1 && e.tags.length <= 3}`).toBe(`${e.name}: true`);
      expect(`${e.name}: ${new Set(e.tags).size === e.tags.length}`).toBe(`${e.name}: true`);
      for (const tag of e.tags) {
        expect(`${e.name}: ${tag} ${known.has(tag)}`).toBe(`${e.name}: ${tag} true`);
      }
    }
  });

  it('uses null rather than empty strings, and has non-empty required strings', () => {
    for (const e of EXTENSIONS) {
      expect(e.name.trim()).not.toBe('');
      expect(e.comment.trim()).not.toBe('');
      expect(e.link.trim()).not.toBe('');
      for (const key of ['github_url', 'product', 'product_url'] as const) {
        expect(`${e.name}.${key}: ${JSON.stringify(e[key])}`).not.toBe(`${e.name}.${key}: ""`);
        expect(e[key] === null || (typeof e[key] === 'string' && e[key]!.trim() !== '')).toBe(true);
      }
    }
  });

  it('sets product_url to EXTENSION_PRODUCTS[product] when product is set, else null', () => {
    for (const e of EXTENSIONS) {
      const expected = e.product === null ? null : EXTENSION_PRODUCTS[e.product];
      expect({name: e.name, product_url: e.product_url}).toEqual({name: e.name, product_url: expected});
      if (e.product !== null) {
        expect(Object.keys(EXTENSION_PRODUCTS)).toContain(e.product);
      }
    }
  });

  it('maps the dashboard products to the right extensions', () => {
    const withProduct = Object.fromEntries(
      EXTENSIONS.filter((e) => e.product !== null).map((e) => [e.name, e.product]),
    );
    expect(withProduct).toEqual({
      pg_graphql: 'GraphiQL',
      pg_net: 'Database Webhooks',
      pg_stat_statements: 'Query Performance',
      supabase_vault: 'Vault',
      wrappers: 'Wrappers',
    });
  });

  it('links to https:// URLs or /guides/ routes', () => {
    for (const e of EXTENSIONS) {
      expect(`${e.name}: ${/^(https:\/\/\S+|\/guides\/\S+)$/.test(e.link)}`).toBe(`${e.name}: true`);
    }
  });

  it('uses https://github.com/ repositories for github_url when set', () => {
    for (const e of EXTENSIONS) {
      if (e.github_url !== null) {
        expect(`${e.name}: ${/^https:\/\/github\.com\/[^/\s]+\/[^/\s]+$/.test(e.github_url)}`).toBe(`${e.name}: true`);
      }
    }
  });

  it('tags postgis as Geo', () => {
    expect(byName('postgis')?.tags).toContain('Geo');
  });

  it('links the special guide routes', () => {
    expect(byName('vector')?.link).toBe('/guides/database/extensions/pgvector');
    expect(byName('wrappers')?.link).toBe('/guides/database/extensions/wrappers/overview');
    expect(byName('supabase_vault')?.link).toBe('/guides/database/vault');
  });
});
