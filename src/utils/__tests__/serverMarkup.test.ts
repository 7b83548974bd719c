import {LARGE_SCREEN_QUERY} from '@site/src/data/layout';
import {hiddenServerMarkup, inlineStyle, markerClass, resetHydrationForTests, serverCodeMarkup} from '../serverMarkup';

describe('serverMarkup', () => {
  beforeEach(() => {
    resetHydrationForTests();
    document.body.innerHTML = '';
  });

  it('turns an element inline style into a React style object', () => {
    const el = document.createElement('pre');
    el.setAttribute('style', 'color: rgb(1, 2, 3); background-color: rgb(4, 5, 6)');
    expect(inlineStyle(el)).toEqual({color: 'rgb(1, 2, 3)', backgroundColor: 'rgb(4, 5, 6)'});
  });

  it('makes a class name of a useId value', () => {
    expect(markerClass('_R_1b_')).toBe('cb_R_1b_');
    expect(markerClass('«r1»')).toBe('cbr1');
  });

  it("reads a marked server code block: the pre's class and colours, the code's class and lines", () => {
    document.body.innerHTML =
      '<pre class="prism-code cb_R_1_" style="color: rgb(1, 2, 3)"><code class="lines"><span class="token-line">x</span></code></pre>';
    expect(serverCodeMarkup('cb_R_1_')).toEqual({
      preClassName: 'prism-code cb_R_1_',
      preStyle: {color: 'rgb(1, 2, 3)'},
      codeClassName: 'lines',
      codeHtml: '<span class="token-line">x</span>',
    });
    expect(serverCodeMarkup('cb_R_2_')).toBeUndefined();
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
