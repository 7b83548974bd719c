import {useEffect} from 'react';
import {referenceNavStore} from './referenceNavStore';
import {scrollBehaviorFor, sectionInView, sectionUrl, slugForPath} from '../../../utils/referenceNav';
import {settleScroll} from '../utils/settleScroll';

// While a scroll we started is running, the section spy must not rewrite the address.
let programmaticScrollUntil = 0;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

let stopSettling: (() => void) | undefined;

/** Stops the correction of the last scroll to a section when the reader takes over. */
function stopSettlingOnInput(): () => void {
  const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const stop = () => stopSettling?.();
  events.forEach((e) => window.addEventListener(e, stop, {passive: true, once: true}));
  return () => events.forEach((e) => window.removeEventListener(e, stop));
}

/**
 * Scrolls to a section of the page on screen (the address spy stays quiet meanwhile) and marks it active (the side
 * menu opens the categories around it: src/utils/menuExpansion.ts).
 * Then keeps the heading in place until it stays there (../utils/settleScroll.ts): the sections below the
 * landing one are laid out only as they come into view, so a scroll past them can end off target.
 */
export function scrollToSection(
  slug: string,
  focus: boolean,
  behavior: ScrollBehavior = scrollBehaviorFor(prefersReducedMotion()),
): boolean {
  const el = document.getElementById(slug);
  if (!el) return false;
  stopSettling?.();
  programmaticScrollUntil = Number.POSITIVE_INFINITY;
  el.scrollIntoView({behavior, block: 'start'});
  if (focus) {
    el.setAttribute('tabindex', '-1');
    el.focus({preventScroll: true});
  }
  referenceNavStore.set({activeSlug: slug});
  const removeInputListeners = stopSettlingOnInput();
  stopSettling = settleScroll({
    frame: (cb) => requestAnimationFrame(cb),
    cancel: (id) => cancelAnimationFrame(id),
    scrollY: () => window.scrollY,
    offset: () => el.getBoundingClientRect().top - (parseFloat(getComputedStyle(el).scrollMarginTop) || 0),
    scrollBy: (dy) => window.scrollBy({top: dy, behavior: 'instant'}),
    done: () => {
      removeInputListeners();
      stopSettling = undefined;
      programmaticScrollUntil = Date.now() + 100;
    },
  });
  return true;
}

/**
 * Goes to a section of the reference page on screen without leaving the page:
 * pushes the section's address, scrolls to it (smoothly, or instantly when the
 * reader prefers reduced motion) and moves focus to its heading.
 * Returns false when the section is not on this page (the caller navigates normally).
 */
export function navigateToSection(slug: string): boolean {
  const {ready, basePath} = referenceNavStore.get();
  if (!ready || basePath === null || !document.getElementById(slug)) return false;
  window.history.pushState(window.history.state, '', sectionUrl(basePath, slug));
  return scrollToSection(slug, true);
}

/**
 * The page side of reference navigation: publishes the page's sections, keeps the
 * active section and the address in step with scrolling (history replace), and
 * answers Back and Forward between sections of this page without a route change.
 */
export function useReferenceNavigation(
  menuId: string,
  basePath: string,
  landingSlug: string,
  slugs: readonly string[],
  ready: boolean,
): void {
  useEffect(() => {
    referenceNavStore.set({
      menuId,
      basePath,
      slugs,
      ready,
      activeSlug: referenceNavStore.get().activeSlug ?? landingSlug,
    });
  }, [menuId, basePath, slugs, ready, landingSlug]);

  useEffect(() => () => referenceNavStore.reset(), []);

  useEffect(() => {
    if (!ready) return undefined;
    let userScrolled = false;
    let frame = 0;
    const markUser = () => {
      userScrolled = true;
    };
    const update = () => {
      frame = 0;
      if (Date.now() < programmaticScrollUntil) return;
      const navbar =
        parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--ifm-navbar-height')) || 60;
      const sections = document.querySelectorAll<HTMLElement>('[data-ref-section]');
      const index = sectionInView(sections.length, (i) => sections[i].getBoundingClientRect().top, navbar + 32);
      if (index === undefined) return;
      const active = sections[index].dataset.refSection as string;
      referenceNavStore.set({activeSlug: active});
      if (userScrolled) {
        const url = sectionUrl(basePath, active);
        if (window.location.pathname !== url) window.history.replaceState(window.history.state, '', url);
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // Only a reader's own scrolling moves the address; the landing adjustment does not.
    window.addEventListener('wheel', markUser, {passive: true});
    window.addEventListener('touchmove', markUser, {passive: true});
    window.addEventListener('keydown', markUser);
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('wheel', markUser);
      window.removeEventListener('touchmove', markUser);
      window.removeEventListener('keydown', markUser);
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ready, basePath]);

  useEffect(() => {
    if (!ready) return undefined;
    // Capture phase on window runs before the router's own popstate listener, so a
    // Back/Forward between sections of this page scrolls instead of changing route.
    const onPopState = (event: PopStateEvent) => {
      const slug = slugForPath(basePath, window.location.pathname, slugs);
      if (slug === undefined || !document.getElementById(slug)) return;
      event.stopImmediatePropagation();
      // Back and Forward jump, as the browser's own history navigation does (and nothing can interrupt a jump).
      scrollToSection(slug, false, 'instant');
    };
    window.addEventListener('popstate', onPopState, {capture: true});
    // The browser's own scroll restoration on Back/Forward would race the scroll to the section.
    const restoration = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.removeEventListener('popstate', onPopState, {capture: true});
      window.history.scrollRestoration = restoration;
    };
  }, [ready, basePath, slugs]);
}
