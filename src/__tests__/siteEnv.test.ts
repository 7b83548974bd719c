import {DEFAULT_SITE_URL, parseEditUrl, parseSiteUrl, siteEnv} from '../siteEnv';

describe('SITE_URL', () => {
  it('defaults to the placeholder address when unset or empty', () => {
    expect(parseSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(parseSiteUrl('  ')).toBe(DEFAULT_SITE_URL);
  });

  it('keeps the origin of a host root, with or without a trailing slash, port included', () => {
    expect(parseSiteUrl('https://docs.test')).toBe('https://docs.test');
    expect(parseSiteUrl('https://docs.test/')).toBe('https://docs.test');
    expect(parseSiteUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(parseSiteUrl('HTTPS://Docs.Test')).toBe('https://docs.test');
  });

  it.each([
    ['docs.test', /absolute http\(s\) URL/],
    ['/docs', /absolute http\(s\) URL/],
    ['ftp://docs.test', /http\(s\) URL.*ftp:/],
    ['javascript:alert(1)', /http\(s\) URL/],
    ['https://docs.test/portal', /root of a host.*"\/portal"/],
    ['https://docs.test/?ref=1', /query string/],
    ['https://docs.test/#top', /fragment/],
    ['https://user:pw@docs.test', /credentials/],
  ])('refuses %s with a message naming SITE_URL', (value, message) => {
    expect(() => parseSiteUrl(value)).toThrow(/^SITE_URL /);
    expect(() => parseSiteUrl(value)).toThrow(message);
  });
});

describe('EDIT_URL', () => {
  it('is off when unset or empty', () => {
    expect(parseEditUrl(undefined)).toBeNull();
    expect(parseEditUrl('')).toBeNull();
  });

  it('keeps the path (the repository and branch) and drops a trailing slash', () => {
    expect(parseEditUrl('https://github.com/acme/docs-portal/edit/main/')).toBe(
      'https://github.com/acme/docs-portal/edit/main',
    );
  });

  it.each([
    'github.com/acme/docs/edit/main',
    'git@github.com:acme/docs.git',
    'https://github.com/acme/docs/edit/main?x=1',
    'https://github.com/a/b/edit/main#L1',
  ])('refuses %s with a message naming EDIT_URL', (value) => {
    expect(() => parseEditUrl(value)).toThrow(/^EDIT_URL /);
  });
});

describe('siteEnv', () => {
  it('reads both variables', () => {
    expect(siteEnv({SITE_URL: 'https://docs.test', EDIT_URL: 'https://git.test/a/b/edit/main'})).toEqual({
      siteUrl: 'https://docs.test',
      editUrl: 'https://git.test/a/b/edit/main',
    });
    expect(siteEnv({})).toEqual({siteUrl: DEFAULT_SITE_URL, editUrl: null});
  });
});
