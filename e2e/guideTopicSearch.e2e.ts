import type {Browser} from 'playwright-core';
import {baseUrl, launch, newPage, VIEWPORTS} from './support/browser';
import {scoreRelevance} from './support/searchDialog';
import {GUIDE_TOPIC_CASES, GUIDE_TOPICS} from '../test/guideTopicSearch';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("issue 31's guide topics in search", () => {
  it('lists a guide page that the build serves for every topic', async () => {
    const missing: string[] = [];
    for (const route of new Set(GUIDE_TOPICS.map((t) => t.expect))) {
      const response = await fetch(`${baseUrl()}${route}`);
      if (!response.ok) missing.push(`${route} (${response.status})`);
    }
    expect(missing).toEqual([]);
  });

  it(`puts each topic's page first for every one of its ${GUIDE_TOPIC_CASES.length} queries, typed into the real search dialog`, async () => {
    const {page, context, consoleErrors} = await newPage(browser, VIEWPORTS.desktop);
    try {
      const score = await scoreRelevance(page, baseUrl(), GUIDE_TOPIC_CASES);
      const topicOf = new Map(GUIDE_TOPIC_CASES.map((c) => [`${c.query}\n${c.from}`, c.topic]));
      const misses = score.misses.map(
        (m) =>
          `${topicOf.get(`${m.query}\n${m.from}`)}: "${m.query}" from ${m.from}: expected ${m.expected}, got ` +
          (m.got.join(', ') || 'nothing'),
      );
      // The misses are printed so a failure says which topics and what they found instead.
      if (misses.length) console.log('Guide topic misses:\n' + misses.map((m) => `  ${m}`).join('\n'));
      console.log(`Guide topics: first ${score.first}/${score.total}, top 3 ${score.top3}/${score.total}`);
      expect(misses).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
