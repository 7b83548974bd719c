import {isGuideItemExpanded} from '../guideExpansion';

describe('isGuideItemExpanded: an item is expanded when the path matches its href on the first four path segments', () => {
  it('expands a parent on one of its child pages', () => {
    expect(isGuideItemExpanded('/guides/auth/social-login', '/guides/auth/social-login/auth-github')).toBe(true);
    expect(isGuideItemExpanded('/guides/ai/vector-indexes', '/guides/ai/vector-indexes/hnsw-indexes')).toBe(true);
    expect(isGuideItemExpanded('/guides/auth/sessions', '/guides/auth/sessions/pkce-flow')).toBe(true);
  });

  it('expands a parent on its own page', () => {
    expect(isGuideItemExpanded('/guides/auth/social-login', '/guides/auth/social-login')).toBe(true);
  });

  it('does not expand siblings or the area root', () => {
    expect(isGuideItemExpanded('/guides/auth/phone-login', '/guides/auth/social-login/auth-github')).toBe(false);
    expect(isGuideItemExpanded('/guides/auth', '/guides/auth/social-login/auth-github')).toBe(false);
    expect(isGuideItemExpanded('/guides/database/overview', '/guides/auth/users')).toBe(false);
  });

  it('ignores trailing slashes, queries and hashes', () => {
    expect(
      isGuideItemExpanded('/guides/auth/social-login/', '/guides/auth/social-login/auth-apple?platform=react-native'),
    ).toBe(true);
  });

  it('never expands external links', () => {
    expect(isGuideItemExpanded('https://status.supabase.com', '/')).toBe(false);
  });
});
