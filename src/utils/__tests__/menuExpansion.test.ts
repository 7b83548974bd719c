import {expansionPath, opensByItself} from '../menuExpansion';

describe('expansionPath', () => {
  it('is the route outside a reference page', () => {
    expect(expansionPath('/guides/auth/users', null, null)).toBe('/guides/auth/users');
    expect(expansionPath('/guides/auth/users', null, 'select')).toBe('/guides/auth/users');
  });

  it('is the route on a reference page before any in-page navigation', () => {
    expect(expansionPath('/reference/javascript/eq', '/reference/javascript', null)).toBe('/reference/javascript/eq');
  });

  it('is the section navigated to afterwards, in the same version', () => {
    expect(expansionPath('/reference/javascript/start', '/reference/javascript', 'order')).toBe(
      '/reference/javascript/order',
    );
    expect(expansionPath('/reference/javascript/v1/start', '/reference/javascript/v1/', 'eq')).toBe(
      '/reference/javascript/v1/eq',
    );
  });
});

describe('opensByItself', () => {
  const closed = {collapsed: true, holdsTarget: true, heldTarget: false, targetChanged: true};

  it('opens a closed category when navigation lands in it', () => {
    expect(opensByItself(closed)).toBe(true);
    expect(opensByItself({...closed, heldTarget: undefined, targetChanged: false})).toBe(true);
  });

  it('opens it again when the target moves within it after the reader closed it', () => {
    expect(opensByItself({...closed, heldTarget: true, targetChanged: true})).toBe(true);
  });

  it('does not open it when nothing was navigated: the section in view changing is not navigation', () => {
    // The highlight moves into the category by scrolling; the navigation target stays where it was.
    expect(opensByItself({...closed, holdsTarget: false, heldTarget: false, targetChanged: false})).toBe(false);
    // The reader closed the category holding the target, then scrolled: it stays closed.
    expect(opensByItself({...closed, heldTarget: true, targetChanged: false})).toBe(false);
  });

  it('does not open a category the target is not in, and leaves an open one alone', () => {
    expect(opensByItself({...closed, holdsTarget: false})).toBe(false);
    expect(opensByItself({...closed, collapsed: false})).toBe(false);
  });
});
