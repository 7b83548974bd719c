import {guideEditUrl, isExternalUrl} from '../externalLinks';

describe('external links', () => {
  it('tells external addresses from routes', () => {
    expect(isExternalUrl('https://supabase.com/dashboard')).toBe(true);
    expect(isExternalUrl('/guides/auth')).toBe(false);
  });

  it("builds a guide's edit address from the repository's edit base, and none without one", () => {
    expect(guideEditUrl('auth/passwords.mdx', 'https://git.example.org/acme/docs/edit/main/')).toBe(
      'https://git.example.org/acme/docs/edit/main/docs/auth/passwords.mdx',
    );
    expect(guideEditUrl('auth/passwords.mdx', null)).toBeUndefined();
  });
});
