import type {Browser} from 'playwright-core';
import {launch, newPage, open, VIEWPORTS} from './support/browser';
import {seriousViolations} from './support/axe';

const PAGES = ['/', '/guides/auth/users', '/reference/javascript/select', '/reference/javascript/start'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility: no serious or critical axe-core violation', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it.each(PAGES)(`%s at ${name}`, async (route) => {
      const {page, context} = await newPage(browser, viewport);
      try {
        await open(page, route);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
