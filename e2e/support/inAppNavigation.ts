/**
 * Client-side navigation in an open, hydrated tab of the site: what a followed link does, without a page load.
 * A page load parses the bundles and hydrates the app again; this only loads the new route's chunks and renders it.
 */
import type {Page} from 'playwright-core';

/** What tells one rendered page from another: its title and the classes of its `html` element (Helmet's). */
export interface Identity {
  title: string;
  classes: string[];
}

/** The identity of the page on screen. */
export function identity(page: Page): Promise<Identity> {
  return page.evaluate(() => ({
    title: document.title,
    classes: Array.from(document.documentElement.classList),
  }));
}

/** The identity the route's server HTML has (fetched and parsed in the tab, nothing rendered). */
export function serverIdentity(page: Page, route: string): Promise<Identity> {
  return page.evaluate(async (to) => {
    const response = await fetch(to);
    if (!response.ok) throw new Error(`${to}: HTTP ${response.status}`);
    const html = new DOMParser().parseFromString(await response.text(), 'text/html');
    return {title: html.title, classes: Array.from(html.documentElement.classList)};
  }, route);
}

export const sameIdentity = (a: Identity, b: Identity): boolean =>
  a.title === b.title && a.classes.length === b.classes.length && a.classes.every((c) => b.classes.includes(c));

/**
 * Goes to `route` in the open app the way a followed link does, without reloading: the address changes and the
 * router is told (`popstate`, which Docusaurus' router listens to), the route's code is loaded, and the page is
 * rendered on the client. It is on screen when the title and the `html` classes are the ones the route's server
 * HTML has (`expected`), which the new page's own head sets once it is committed. (The canonical link is not a
 * sign of that: Docusaurus' site metadata sits above the router's pending navigation and names the new address
 * while the old page is still on screen; BENCHMARKS.md, session 22.)
 */
export async function navigateInApp(page: Page, route: string, expected: Identity): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({key: Math.random().toString(36).slice(2, 8)}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
  }, route);
  await waitForIdentity(page, expected);
}

/** Waits until the page on screen is the one with `expected` identity (its own head has been committed). */
export async function waitForIdentity(page: Page, expected: Identity): Promise<void> {
  await page.waitForFunction(
    ({title, classes}) =>
      document.title === title && classes.every((c: string) => document.documentElement.classList.contains(c)),
    expected,
    {timeout: 30000},
  );
}
