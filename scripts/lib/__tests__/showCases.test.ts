/**
 * @jest-environment node
 */
import {RELEVANCE_SETS, UNSEEN_SET_11, UNSEEN_SET_12} from '../../../test/searchRelevance';
import {GUIDE_TOPIC_CASES} from '../../../test/guideTopicSearch';
import {casesToShow} from '../showCases';

const SETS = {...RELEVANCE_SETS, guideTopics: GUIDE_TOPIC_CASES};

describe("the scorer's --show", () => {
  it('searches only the named queries, found in whichever set holds them', () => {
    const a = UNSEEN_SET_11.find((c) => c.query.includes('figma'));
    const b = UNSEEN_SET_12[0];
    expect(a && b).toBeTruthy();
    const shown = casesToShow(SETS, [a!.query, b.query]);
    expect(shown).toEqual([a, b]);
    const total = Object.values(SETS).reduce((n, set) => n + set.length, 0);
    expect(shown.length).toBeLessThan(total);
  });

  it('shows every case that has the query, and a guide-topic query too', () => {
    const topic = GUIDE_TOPIC_CASES[0];
    const shown = casesToShow(SETS, [topic.query]);
    expect(shown.length).toBe(
      Object.values(SETS)
        .flat()
        .filter((c) => c.query === topic.query).length,
    );
    expect(shown).toContain(topic);
  });

  it('refuses a query no case has', () => {
    expect(() => casesToShow(SETS, ['no case has this query'])).toThrow(
      /no case has the query "no case has this query"/,
    );
  });
});
