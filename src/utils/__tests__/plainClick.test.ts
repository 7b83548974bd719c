import {isPlainClick} from '../plainClick';

const click = {button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false};

describe('isPlainClick', () => {
  it('is true for an unmodified primary click only', () => {
    expect(isPlainClick(click)).toBe(true);
    for (const change of [
      {button: 1},
      {metaKey: true},
      {ctrlKey: true},
      {shiftKey: true},
      {altKey: true},
      {defaultPrevented: true},
    ]) {
      expect(isPlainClick({...click, ...change})).toBe(false);
    }
  });
});
