import {performance as nodePerformance} from 'node:perf_hooks';
import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {useSearchResults} from '../useSearchResults';
import {SEARCH_MEASURE} from '../../utils/searchContext';

// The index and the ranking are tested on their own (utils/__tests__); here they answer at once, so that what the
// hook does around them shows.
jest.mock('../../utils/pagefind', () => ({loadPagefind: jest.fn(async () => ({}))}));
jest.mock('../../utils/runSearch', () => ({
  ...jest.requireActual('../../utils/runSearch'),
  runSearch: jest.fn(async (_index: unknown, request: {query: string}) => ({
    hits: [{url: `/guides/${request.query}`, title: request.query, section: 'Guides', excerpt: '', latest: true}],
    correctedQuery: null,
  })),
}));

function Results({query}: {query: string}) {
  const {hits, status} = useSearchResults(query, '/');
  return (
    <p data-testid="answer">
      {status}: {hits.map((h) => h.url).join(' ')}
    </p>
  );
}

// jsdom's `performance` has no User Timing; the browser's is stood in for by Node's (the same API).
beforeAll(() => {
  for (const name of ['measure', 'clearMeasures', 'getEntriesByName'] as const)
    Object.defineProperty(performance, name, {value: nodePerformance[name].bind(nodePerformance), configurable: true});
});

describe('useSearchResults', () => {
  beforeEach(() => {
    jest.useFakeTimers({doNotFake: ['performance']});
    performance.clearMeasures();
  });
  afterEach(() => jest.useRealTimers());

  const settle = () =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });

  it('answers the query after the debounce and keeps one timing entry, the last search’s, however many run', async () => {
    const {rerender} = render(
      <MemoryRouter initialEntries={['/guides/auth']}>
        <Results query="auth" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('answer').textContent).toBe('loading: ');
    await settle();
    expect(screen.getByTestId('answer').textContent).toBe('done: /guides/auth');
    for (const query of ['storage', 'realtime', 'functions']) {
      rerender(
        <MemoryRouter initialEntries={['/guides/auth']}>
          <Results query={query} />
        </MemoryRouter>,
      );
      await settle();
    }
    expect(screen.getByTestId('answer').textContent).toBe('done: /guides/functions');
    expect(performance.getEntriesByName(SEARCH_MEASURE, 'measure')).toHaveLength(1);
  });
});
