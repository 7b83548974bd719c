import nprogress from 'nprogress';
import progressBarPlugin from '..';
import '../client';

afterEach(() => {
  nprogress.remove();
});

describe('the page-loading bar', () => {
  it('is a named progressbar, with no role outside ARIA', () => {
    nprogress.start();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar?.getAttribute('role')).toBe('progressbar');
    expect(bar?.getAttribute('aria-label')).toBe('Loading the page');
    expect(document.querySelector('#nprogress [role="bar"], #nprogress [role="spinner"]')).toBeNull();
  });

  it('still moves: nprogress finds the bar it draws', () => {
    nprogress.set(0.5);
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    expect(bar?.getAttribute('style')).toContain('-50%');
  });

  it('is registered as a client module that exists', () => {
    const modules = progressBarPlugin().getClientModules?.() ?? [];
    expect(modules).toHaveLength(1);
    expect(() => require.resolve(modules[0])).not.toThrow();
  });
});
