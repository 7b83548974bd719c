import React from 'react';
import {act, fireEvent} from '@testing-library/react';
import DocSidebarItems from '@theme/DocSidebarItems';
import {renderAt} from '@site/test/render';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {afterMenuSettles, menuListMoving, MENU_SETTLE_LIMIT_MS} from '@site/src/utils/menuSettling';

// The test site config has no docs theme config; the menu's categories read one option of it.
jest.mock('@docusaurus/theme-common', () => ({
  ...jest.requireActual('@docusaurus/theme-common'),
  useThemeConfig: () => ({docs: {sidebar: {autoCollapseCategories: false}}}),
}));

// A reference menu in small: a group heading (always open) holding a link and a closed parent with a page.
const MENU: PropSidebarItem[] = [
  {
    type: 'category',
    label: 'Auth',
    className: 'menu-group',
    collapsible: false,
    collapsed: false,
    items: [
      {type: 'link', label: 'Create a new user', href: '/reference/javascript/auth-signup'},
      {
        type: 'category',
        label: 'Auth MFA',
        href: '/reference/javascript/auth-mfa-api',
        collapsible: true,
        collapsed: true,
        items: [{type: 'link', label: 'Enroll a factor', href: '/reference/javascript/auth-mfa-enroll'}],
      },
    ],
  },
];

/** Docusaurus' Collapsible works in animation frames: run them one at a time, by hand. */
let frames: FrameRequestCallback[] = [];
let now = 0;
function nextFrame(): void {
  const run = frames;
  frames = [];
  now += 16;
  act(() => run.forEach((f) => f(now)));
}

beforeEach(() => {
  frames = [];
  now = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f));
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  jest.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

function renderMenu(): HTMLElement {
  return renderAt(
    <ul className="menu__list">
      <DocSidebarItems items={MENU} activePath="/reference/javascript/auth-signup" level={1} />
    </ul>,
    '/reference/javascript/auth-signup',
  ).container;
}
/** The end of a height transition (jsdom has no TransitionEvent: its `propertyName` is set by hand). */
function heightTransitionEnds(el: HTMLElement): void {
  const event = Object.assign(new Event('transitionend', {bubbles: true}), {propertyName: 'height'});
  act(() => {
    el.dispatchEvent(event);
  });
}
const caret = (menu: HTMLElement) => menu.querySelector<HTMLButtonElement>('button.menu__caret')!;
const mfaList = (menu: HTMLElement) => caret(menu).closest('li')!.querySelector<HTMLElement>(':scope > ul.menu__list')!;

describe('menuListMoving: a side menu whose parent is opening or closing (Docusaurus Collapsible)', () => {
  it('is still at rest, while a parent opens (from the click to its transitionend) and while it closes', () => {
    const menu = renderMenu();
    // The group heading's list opened with the menu (height auto), and the closed parent has no list yet.
    expect(menuListMoving(menu)).toBe(false);

    fireEvent.click(caret(menu));
    // Mounted at 0px, then shown, then given its height with a transition: moving all along.
    expect(menuListMoving(menu)).toBe(true);
    nextFrame();
    expect(mfaList(menu).style.display).toBe('block');
    expect(menuListMoving(menu)).toBe(true);
    nextFrame();
    expect(mfaList(menu).style.transition).toMatch(/^height /);
    expect(menuListMoving(menu)).toBe(true);
    heightTransitionEnds(mfaList(menu));
    expect(mfaList(menu).style.height).toBe('auto');
    expect(menuListMoving(menu)).toBe(false);

    fireEvent.click(caret(menu));
    nextFrame();
    nextFrame();
    expect(menuListMoving(menu)).toBe(true);
    heightTransitionEnds(mfaList(menu));
    expect(mfaList(menu).style.display).toBe('none');
    expect(menuListMoving(menu)).toBe(false);
  });
});

describe('afterMenuSettles', () => {
  it('calls back at the second frame when nothing moves', () => {
    const menu = renderMenu();
    const then = jest.fn();
    afterMenuSettles(() => menu, then);
    nextFrame();
    expect(then).not.toHaveBeenCalled();
    nextFrame();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for an opening parent to finish, frame after frame, then calls back once', () => {
    const menu = renderMenu();
    const then = jest.fn();
    fireEvent.click(caret(menu));
    afterMenuSettles(() => menu, then);
    for (let i = 0; i < 10; i++) nextFrame();
    expect(then).not.toHaveBeenCalled();
    heightTransitionEnds(mfaList(menu));
    nextFrame();
    expect(then).toHaveBeenCalledTimes(1);
    nextFrame();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after MENU_SETTLE_LIMIT_MS, and a cancelled wait never calls back', () => {
    const menu = renderMenu();
    const then = jest.fn();
    fireEvent.click(caret(menu));
    afterMenuSettles(() => menu, then);
    while (now < MENU_SETTLE_LIMIT_MS - 16) nextFrame();
    expect(then).not.toHaveBeenCalled();
    nextFrame();
    nextFrame();
    expect(then).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    const cancel = afterMenuSettles(() => menu, cancelled);
    cancel();
    frames = [];
    nextFrame();
    nextFrame();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
