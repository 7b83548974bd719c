import React, {useEffect} from 'react';
import {act, render, screen} from '@testing-library/react';
import {Link, MemoryRouter} from 'react-router-dom';
import type {ReferencePageData} from '@site/src/features/reference/engine/emit';
import type {RenderedSection} from '@site/src/features/reference/engine/types';
import {referenceNavStore} from '@site/src/features/reference/hooks/referenceNavStore';
import ReferencePage from '../ReferencePage';

// The document's head: the title PageMetadata is given becomes the document's title (Docusaurus' own goes through
// react-helmet, which needs the site context).
jest.mock('@docusaurus/theme-common', () => ({
  PageMetadata: ({title}: {title?: string}) => {
    useEffect(() => {
      document.title = title ?? '';
    }, [title]);
    return null;
  },
}));
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDocsVersion: () => ({label: 'Next', isLast: true}),
}));
jest.mock('@theme/DocVersionBanner', () => () => null);
// A section as the reader sees it, without the markdown and code rendering (tested on their own).
jest.mock('../SectionView', () => ({section}: {section: RenderedSection}) => (
  <section data-ref-section={section.slug}>
    <h2 id={section.slug}>{section.title}</h2>
  </section>
));

const BASE = '/reference/cli';
const TITLES = ['Introduction', 'supabase login', 'supabase init', 'supabase start'];
const slugOf = (title: string) => title.toLowerCase().replace(/ /g, '-');
const page: ReferencePageData = {
  menuId: 'reference_cli',
  startTitle: 'CLI Reference',
  sections: TITLES.map((title) => ({
    id: slugOf(title),
    slug: slugOf(title),
    title,
    kind: 'function' as const,
    language: 'sh',
    body: [],
    params: [],
    examples: [],
    notes: [],
  })),
  descriptions: Object.fromEntries(TITLES.map((t) => [slugOf(t), `About ${t}.`])),
};

/** Section i starts at i × HEIGHT px down the page (jsdom lays nothing out). */
const HEIGHT = 1000;
let scrollY = 0;

function renderAt(route: string) {
  window.history.replaceState(null, '', route);
  return render(
    <MemoryRouter initialEntries={[route]}>
      {/* A link in a section's text to another section of the same version. */}
      <Link to={`${BASE}/supabase-start`}>supabase start</Link>
      <ReferencePage page={page} />
    </MemoryRouter>,
  );
}

/** Frames pass until the page has added every section around the landing one. */
function fill() {
  // One act per frame: each step starts once the last one has been committed.
  for (let i = 0; i < 20; i++) {
    act(() => {
      jest.advanceTimersByTime(20);
    });
  }
}

function readerScrollsTo(y: number) {
  act(() => {
    window.dispatchEvent(new Event('wheel'));
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(20);
  });
}

describe('ReferencePage: the title and address follow the section in view', () => {
  const originalRect = Element.prototype.getBoundingClientRect;
  const originalScrollBy = window.scrollBy;
  const originalScrollIntoView = Element.prototype.scrollIntoView;
  let scrolledTo: string[] = [];

  beforeEach(() => {
    jest.useFakeTimers();
    scrollY = 0;
    document.title = '';
    Object.defineProperty(window, 'scrollY', {configurable: true, get: () => scrollY});
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const slug = this.closest<HTMLElement>('[data-ref-section]')?.dataset.refSection;
      const index = page.sections.findIndex((s) => s.slug === slug);
      const top = index < 0 ? 0 : index * HEIGHT - scrollY;
      return {top, bottom: top + HEIGHT, left: 0, right: 0, width: 0, height: HEIGHT, x: 0, y: top} as DOMRect;
    };
    scrolledTo = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
      scrollY += this.getBoundingClientRect().top;
    };
    window.scrollBy = ((opts: ScrollToOptions) => {
      scrollY += opts.top ?? 0;
    }) as typeof window.scrollBy;
  });

  afterEach(() => {
    jest.useRealTimers();
    Element.prototype.getBoundingClientRect = originalRect;
    window.scrollBy = originalScrollBy;
    Element.prototype.scrollIntoView = originalScrollIntoView;
  });

  it('titles a deep link with its section, and the start route with the reference', () => {
    const {unmount} = renderAt(`${BASE}/supabase-init`);
    expect(document.title).toBe('supabase init');
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual(['supabase init']);
    unmount();
    renderAt(`${BASE}/start`);
    expect(document.title).toBe('CLI Reference');
  });

  it('has one level-one heading, naming the reference, above the sections on every route', () => {
    for (const route of [`${BASE}/start`, `${BASE}/supabase-init`]) {
      const {unmount} = renderAt(route);
      fill();
      expect(screen.getAllByRole('heading', {level: 1}).map((h) => h.textContent)).toEqual(['CLI Reference']);
      // First in the outline: before every section's heading.
      const first = screen.getAllByRole('heading')[0];
      expect(first.tagName).toBe('H1');
      unmount();
    }
  });

  it('renames the page and rewrites the address as the reader scrolls through the sections', () => {
    const {unmount} = renderAt(`${BASE}/start`);
    fill();
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual(TITLES);
    expect(referenceNavStore.get().ready).toBe(true);

    readerScrollsTo(2 * HEIGHT + 50);
    expect(document.title).toBe('supabase init');
    expect(window.location.pathname).toBe(`${BASE}/supabase-init`);

    readerScrollsTo(3 * HEIGHT);
    expect(document.title).toBe('supabase start');
    expect(window.location.pathname).toBe(`${BASE}/supabase-start`);

    // Back at the top: the landing section's own title, the reference's on the start route.
    readerScrollsTo(0);
    expect(document.title).toBe('CLI Reference');
    expect(window.location.pathname).toBe(`${BASE}/introduction`);
    unmount();
  });

  it('follows a link to a section not rendered yet: renders up to it, scrolls to it and focuses its heading', () => {
    const errors = jest.spyOn(console, 'error');
    const {unmount} = renderAt(`${BASE}/introduction`);
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual(['Introduction']);
    act(() => {
      screen.getByRole('link', {name: 'supabase start'}).click();
    });
    // The scroll waits for the router's own scroll to the top (a microtask; the fake timers hold them).
    act(() => {
      jest.runAllTicks();
    });
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual(TITLES);
    expect(scrolledTo).toEqual(['supabase-start']);
    expect(document.activeElement).toBe(document.getElementById('supabase-start'));
    expect(document.title).toBe('supabase start');
    // No warning from React (a synchronous render asked for inside a commit cannot be done synchronously).
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    fill();
    unmount();
  });
});
