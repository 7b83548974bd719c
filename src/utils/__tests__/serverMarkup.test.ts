import {LARGE_SCREEN_QUERY} from '@site/src/data/layout';
import {hiddenServerMarkup, resetHydrationForTests} from '../serverMarkup';

describe('serverMarkup', () => {
  beforeEach(() => {
    resetHydrationForTests();
    document.body.innerHTML = '';
  });

  it('hands back the server markup of an element hidden at this width', () => {
    document.body.innerHTML = '<div class="side-menu"><nav><a href="/a">A</a></nav></div>';
    Object.defineProperty(window, 'innerWidth', {configurable: true, value: 412});
    expect(hiddenServerMarkup('.side-menu', LARGE_SCREEN_QUERY)).toBe('<nav><a href="/a">A</a></nav>');
    expect(hiddenServerMarkup('.missing', LARGE_SCREEN_QUERY)).toBeUndefined();
    // Where the element is shown (from 1024px), it is hydrated as usual.
    Object.defineProperty(window, 'innerWidth', {configurable: true, value: 1024});
    expect(hiddenServerMarkup('.side-menu', LARGE_SCREEN_QUERY)).toBeUndefined();
  });
});
