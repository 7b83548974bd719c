/**
 * @jest-environment node
 */
import {EXTENSION_PRODUCTS, EXTENSION_TAGS, EXTENSIONS} from '../extensions';
import {hasPage} from './sitePages';
import {SPEC_EXTENSION_DASHBOARD_PAGES, SPEC_EXTENSION_TAGS, SPEC_EXTENSIONS} from './specContract';

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

  // The spec (§3) names these; "about 60" entries in all.
  it.each(SPEC_EXTENSIONS)('includes %s', (name) => {
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

  it("links products to the spec's dashboard pages only, each product powered by one extension", () => {
    expect([...Object.values(EXTENSION_PRODUCTS)].sort()).toEqual([...SPEC_EXTENSION_DASHBOARD_PAGES].sort());
    for (const product of Object.keys(EXTENSION_PRODUCTS)) {
      expect([product, EXTENSIONS.filter((e) => e.product === product).length]).toEqual([product, 1]);
    }
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

  it("uses the spec's tag values, every one of them on some entry", () => {
    expect(EXTENSION_TAGS).toEqual(SPEC_EXTENSION_TAGS);
    const used = new Set(EXTENSIONS.flatMap((e) => e.tags));
    expect(EXTENSION_TAGS.filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('links every guide route to a page of docs/', () => {
    const broken = EXTENSIONS.filter((e) => e.link.startsWith('/guides/') && !hasPage(e.link)).map(
      (e) => `${e.name}: ${e.link}`,
    );
    expect(broken).toEqual([]);
  });
});
