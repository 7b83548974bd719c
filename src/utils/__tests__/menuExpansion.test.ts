import {opensByItself} from '../menuExpansion';

describe('opensByItself', () => {
  const closed = {collapsed: true, holdsTarget: true, heldTarget: false, targetChanged: true};

  it('opens a closed category when the active entry lands in it (spec §4), by navigation or by scrolling', () => {
    expect(opensByItself(closed)).toBe(true);
    expect(opensByItself({...closed, heldTarget: undefined, targetChanged: false})).toBe(true);
  });

  it('opens it again when the target moves within it after the reader closed it', () => {
    expect(opensByItself({...closed, heldTarget: true, targetChanged: true})).toBe(true);
  });

  it('does not reopen a category the reader closed while its active entry stays the same', () => {
    expect(opensByItself({...closed, holdsTarget: false, heldTarget: false, targetChanged: false})).toBe(false);
    // The reader closed the category holding the active entry, and nothing moved: it stays closed.
    expect(opensByItself({...closed, heldTarget: true, targetChanged: false})).toBe(false);
  });

  it('does not open a category the target is not in, and leaves an open one alone', () => {
    expect(opensByItself({...closed, holdsTarget: false})).toBe(false);
    expect(opensByItself({...closed, collapsed: false})).toBe(false);
  });
});
