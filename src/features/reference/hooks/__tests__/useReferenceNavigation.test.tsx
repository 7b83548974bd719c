import React from 'react';
import {act, render} from '@testing-library/react';
import {navigateToSection, useReferenceNavigation} from '../useReferenceNavigation';
import {referenceNavStore} from '../referenceNavStore';

const BASE = '/reference/cli';
const SLUGS = ['introduction', 'supabase-login', 'supabase-init', 'supabase-start'] as const;
/** Each section is this tall: section i starts at i × HEIGHT px from the top of the page. */
const HEIGHT = 1000;

/** A reference page reduced to its sections (as SectionView renders them: the section, then its heading). */
function Page({ready = true, landing = 'introduction'}: {ready?: boolean; landing?: string}) {
  useReferenceNavigation('reference_cli', BASE, landing, SLUGS, ready);
  return (
    <article>
      {SLUGS.map((slug) => (
        <section key={slug} data-ref-section={slug}>
          <h2 id={slug}>{slug}</h2>
        </section>
      ))}
    </article>
  );
}

/** jsdom lays nothing out: the page's scroll position and the sections' places are the test's. */
let scrollY = 0;
/** How much the first section grew after a scroll started (sections laid out only as they come into view). */
let grown = 0;
const scrolledIntoView: {slug: string; behavior?: ScrollBehavior}[] = [];

function sectionTop(el: Element): number {
  const slug = el.closest<HTMLElement>('[data-ref-section]')?.dataset.refSection;
  const index = SLUGS.indexOf(slug as (typeof SLUGS)[number]);
  return index < 0 ? 0 : index * HEIGHT + (index > 0 ? grown : 0) - scrollY;
}

/** The page scrolls to `y` and the browser fires `scroll`. */
function scrollTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

/** A reader scrolls (a wheel turn) until `y`, and a frame passes. */
function readerScrollsTo(y: number) {
  act(() => {
    window.dispatchEvent(new Event('wheel'));
    scrollTo(y);
    jest.advanceTimersByTime(20);
  });
}

/** Frames pass: the scroll-spy runs, a scroll to a section settles, Back and Forward fire `popstate`. */
function frames(ms = 2500) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

const path = () => window.location.pathname;
const active = () => referenceNavStore.get().activeSlug;

describe('useReferenceNavigation', () => {
  const originalRect = Element.prototype.getBoundingClientRect;
  const originalScrollIntoView = Element.prototype.scrollIntoView;
  const originalScrollBy = window.scrollBy;
  const originalMatchMedia = window.matchMedia;

  // Each test's clock starts later than the last one's ended: the hook keeps the end of its last scroll's quiet time.
  let clock = Date.now();
  beforeEach(() => {
    clock += 3_600_000;
    jest.useFakeTimers({now: clock});
    scrollY = 0;
    grown = 0;
    scrolledIntoView.length = 0;
    Object.defineProperty(window, 'scrollY', {configurable: true, get: () => scrollY});
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const top = sectionTop(this);
      return {top, bottom: top + HEIGHT, left: 0, right: 0, width: 0, height: HEIGHT, x: 0, y: top} as DOMRect;
    };
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolledIntoView.push({slug: this.id, behavior: typeof options === 'object' ? options.behavior : undefined});
      scrollTo(sectionTop(this) + scrollY);
    };
    window.scrollBy = ((opts: ScrollToOptions) => scrollTo(scrollY + (opts.top ?? 0))) as typeof window.scrollBy;
    window.history.replaceState(null, '', `${BASE}/start`);
    window.history.scrollRestoration = 'auto';
  });

  afterEach(() => {
    // Lets a scroll to a section settle, so that the next test starts with the scroll-spy listening.
    frames();
    jest.useRealTimers();
    Element.prototype.getBoundingClientRect = originalRect;
    Element.prototype.scrollIntoView = originalScrollIntoView;
    window.scrollBy = originalScrollBy;
    window.matchMedia = originalMatchMedia;
  });

  it('publishes the page to the side menu, with the landing section active, and clears it when the page goes', () => {
    const {unmount} = render(<Page landing="supabase-login" />);
    expect(referenceNavStore.get()).toEqual({
      menuId: 'reference_cli',
      basePath: BASE,
      slugs: SLUGS,
      ready: true,
      activeSlug: 'supabase-login',
    });
    unmount();
    expect(referenceNavStore.get()).toEqual({
      menuId: null,
      basePath: null,
      slugs: [],
      ready: false,
      activeSlug: null,
    });
  });

  it('makes the section a reader scrolls to active, and replaces the address with its route', () => {
    const {unmount} = render(<Page />);
    const entries = window.history.length;
    readerScrollsTo(2 * HEIGHT + 10);
    expect(active()).toBe('supabase-init');
    expect(path()).toBe(`${BASE}/supabase-init`);
    readerScrollsTo(HEIGHT);
    expect(active()).toBe('supabase-login');
    expect(path()).toBe(`${BASE}/supabase-login`);
    // Scrolling replaces the entry: Back leaves the page instead of walking through every section scrolled past.
    expect(window.history.length).toBe(entries);
    unmount();
  });

  it('counts a section as in view once its heading has passed the reading line below the top bar', () => {
    const {unmount} = render(<Page />);
    // The reading line is 60px (the top bar) + 32px down the window.
    readerScrollsTo(HEIGHT - 93);
    expect(active()).toBe('introduction');
    readerScrollsTo(HEIGHT - 92);
    expect(active()).toBe('supabase-login');
    unmount();
  });

  it('follows a scroll the reader did not make (the landing alignment) without touching the address', () => {
    const {unmount} = render(<Page />);
    act(() => {
      scrollTo(3 * HEIGHT);
      jest.advanceTimersByTime(20);
    });
    expect(active()).toBe('supabase-start');
    expect(path()).toBe(`${BASE}/start`);
    unmount();
  });

  it('leaves the active section and the address alone until every section is rendered', () => {
    const {rerender, unmount} = render(<Page ready={false} />);
    readerScrollsTo(2 * HEIGHT);
    expect(active()).toBe('introduction');
    expect(path()).toBe(`${BASE}/start`);
    expect(navigateToSection('supabase-init')).toBe(false);
    expect(path()).toBe(`${BASE}/start`);

    rerender(<Page ready />);
    readerScrollsTo(2 * HEIGHT);
    expect(active()).toBe('supabase-init');
    expect(path()).toBe(`${BASE}/supabase-init`);
    unmount();
  });

  it('goes to a section of the page: a new history entry, a scroll to its heading, focus on it', () => {
    const {unmount} = render(<Page />);
    const entries = window.history.length;
    let went = false;
    act(() => {
      went = navigateToSection('supabase-init');
    });
    expect(went).toBe(true);
    expect(path()).toBe(`${BASE}/supabase-init`);
    expect(window.history.length).toBe(entries + 1);
    expect(scrolledIntoView).toEqual([{slug: 'supabase-init', behavior: 'instant'}]);
    const heading = document.getElementById('supabase-init');
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(active()).toBe('supabase-init');
    unmount();
  });

  it('scrolls smoothly to a section unless the reader prefers reduced motion', () => {
    window.matchMedia = ((query: string) => ({matches: false, media: query})) as typeof window.matchMedia;
    const {unmount} = render(<Page />);
    act(() => {
      navigateToSection('supabase-login');
    });
    expect(scrolledIntoView).toEqual([{slug: 'supabase-login', behavior: 'smooth'}]);
    unmount();
  });

  it('keeps the address on the section gone to while the scroll there runs, then follows the reader again', () => {
    const {unmount} = render(<Page />);
    // The reader has scrolled before: from now on the scroll-spy writes the address.
    readerScrollsTo(10);
    act(() => {
      navigateToSection('supabase-start');
    });
    // A scroll event of the scroll to the section passing the sections above.
    act(() => {
      scrollTo(HEIGHT);
      jest.advanceTimersByTime(20);
    });
    expect(path()).toBe(`${BASE}/supabase-start`);
    expect(active()).toBe('supabase-start');
    // The reader takes over (a key press stops the scroll to the section); shortly after, the spy follows them.
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    frames(200);
    readerScrollsTo(HEIGHT + 10);
    expect(path()).toBe(`${BASE}/supabase-login`);
    expect(active()).toBe('supabase-login');
    unmount();
  });

  it('keeps the heading of the section gone to at the top while the sections above it are laid out', () => {
    const {unmount} = render(<Page />);
    act(() => {
      navigateToSection('supabase-init');
      // The first section turns out 300px taller than estimated once laid out: the heading moves down.
      grown = 300;
    });
    frames();
    expect(scrollY).toBe(2 * HEIGHT + 300);
    unmount();
  });

  it('stops correcting the scroll to a section when the reader takes over', () => {
    const {unmount} = render(<Page />);
    act(() => {
      navigateToSection('supabase-init');
      window.dispatchEvent(new Event('wheel'));
      grown = 300;
    });
    frames();
    expect(scrollY).toBe(2 * HEIGHT);
    unmount();
  });

  it('does not go to a section the page does not have', () => {
    const {unmount} = render(<Page />);
    const entries = window.history.length;
    expect(navigateToSection('supabase-stop')).toBe(false);
    expect(window.history.length).toBe(entries);
    expect(path()).toBe(`${BASE}/start`);
    unmount();
  });

  it('answers Back and Forward between sections of the page by scrolling, without a route change', () => {
    const routeChanges: string[] = [];
    // The router's own listener: it must not hear of a Back or Forward inside the page.
    const router = () => routeChanges.push(path());
    window.addEventListener('popstate', router);
    // A reader who does not mind motion: links scroll smoothly, but Back and Forward still jump.
    window.matchMedia = ((query: string) => ({matches: false, media: query})) as typeof window.matchMedia;
    const {unmount} = render(<Page />);
    act(() => {
      navigateToSection('supabase-init');
    });
    frames();
    scrolledIntoView.length = 0;

    act(() => window.history.back());
    frames();
    expect(path()).toBe(`${BASE}/start`);
    // Back and Forward jump, as the browser's own history navigation does.
    expect(scrolledIntoView).toEqual([{slug: 'introduction', behavior: 'instant'}]);
    expect(active()).toBe('introduction');
    expect(scrollY).toBe(0);

    act(() => window.history.forward());
    frames();
    expect(path()).toBe(`${BASE}/supabase-init`);
    expect(scrolledIntoView[1]).toEqual({slug: 'supabase-init', behavior: 'instant'});
    expect(active()).toBe('supabase-init');
    expect(scrollY).toBe(2 * HEIGHT);

    expect(routeChanges).toEqual([]);
    window.removeEventListener('popstate', router);
    unmount();
  });

  it('leaves Back to another page to the router', () => {
    window.history.replaceState(null, '', '/guides/cli');
    window.history.pushState(null, '', `${BASE}/start`);
    const routeChanges: string[] = [];
    const router = () => routeChanges.push(path());
    window.addEventListener('popstate', router);
    const {unmount} = render(<Page />);
    act(() => window.history.back());
    frames();
    expect(routeChanges).toEqual(['/guides/cli']);
    expect(scrolledIntoView).toEqual([]);
    window.removeEventListener('popstate', router);
    unmount();
  });

  it("turns the browser's scroll restoration off while the page answers Back and Forward, and back on after", () => {
    const {rerender, unmount} = render(<Page ready={false} />);
    expect(window.history.scrollRestoration).toBe('auto');
    rerender(<Page ready />);
    expect(window.history.scrollRestoration).toBe('manual');
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
