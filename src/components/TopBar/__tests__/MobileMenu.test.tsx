import React from 'react';
import {act, fireEvent, screen} from '@testing-library/react';
import {useHistory} from '@docusaurus/router';
import MobileBar from '../MobileBar';
import MobileDrawer from '../MobileDrawer';
import MobileMenuToggle from '../MobileMenuToggle';
import {FillSideMenu} from '@site/src/hooks/useSideMenuSlot';
import {useDropdown} from '@site/src/hooks/useDropdown';
import {renderAt, setWidth} from '@site/test/render';

function Navigate(): React.ReactNode {
  const history = useHistory();
  return (
    <button type="button" onClick={() => history.push('/guides/auth/users')}>
      go elsewhere
    </button>
  );
}

function Shell(): React.ReactNode {
  return (
    <>
      <MobileMenuToggle />
      <MobileBar sectionName="Auth" />
      <MobileDrawer />
      <FillSideMenu label="Auth menu">
        <a href="/guides/auth/users">Users</a>
      </FillSideMenu>
      <Navigate />
    </>
  );
}

/** A dropdown in the drawer's side menu, as the reference's version switcher is below 1024px. */
function VersionMenu(): React.ReactNode {
  const menu = useDropdown();
  return (
    <>
      <button
        type="button"
        ref={menu.buttonRef}
        aria-expanded={menu.open}
        onClick={menu.onButtonClick}
        onKeyDown={menu.onButtonKeyDown}>
        Versions
      </button>
      {menu.open && (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div ref={menu.panelRef as React.RefObject<HTMLDivElement>} onKeyDown={menu.onPanelKeyDown}>
          <a href="/reference/javascript/start">Version 2.0</a>
        </div>
      )}
    </>
  );
}

const label = () => screen.getByTestId('mobile-bar-label').textContent;
const drawer = () => screen.queryByRole('dialog');

beforeEach(() => setWidth(375));

describe('mobile menu', () => {
  it('shows the section name, or Close while open', () => {
    renderAt(<Shell />, '/guides/auth');
    expect(label()).toBe('Auth');
    fireEvent.click(screen.getByRole('button', {name: /Auth/}));
    expect(label()).toBe('Close');
  });

  it('opens and closes with the menu button; the drawer holds the page menu and the top menu', () => {
    renderAt(<Shell />, '/guides/auth');
    expect(drawer()).toBeNull();
    fireEvent.click(screen.getByRole('button', {name: 'Open menu'}));
    expect(drawer()).toHaveAccessibleName('Auth menu');
    expect(screen.getByRole('link', {name: 'Users'})).toBeInTheDocument();
    expect(screen.getByText('Products')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', {name: 'Close menu'}));
    expect(drawer()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it("draws the menu buttons' icons in CSS, by their state (no svg in the buttons every page repeats)", () => {
    renderAt(<Shell />, '/guides/auth');
    const toggle = screen.getByRole('button', {name: 'Open menu'});
    const bar = screen.getByRole('button', {name: /Auth/});
    expect(toggle.innerHTML).toBe('');
    expect(bar.querySelector('svg')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(bar).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves focus into the drawer when it opens', () => {
    renderAt(<Shell />, '/guides/auth');
    fireEvent.click(screen.getByRole('button', {name: 'Open menu'}));
    expect(drawer()!.contains(document.activeElement)).toBe(true);
  });

  it.each(['Open menu', /Auth/] as const)(
    'gives focus back to the button that opened it (%s) when Escape closes it',
    (name) => {
      renderAt(<Shell />, '/guides/auth');
      const button = screen.getByRole('button', {name});
      button.focus();
      fireEvent.click(button);
      expect(drawer()!.contains(document.activeElement)).toBe(true);
      fireEvent.keyDown(document, {key: 'Escape'});
      expect(drawer()).toBeNull();
      expect(document.activeElement).toBe(button);
    },
  );

  it('an Escape that closes a menu inside the drawer closes that menu only; the next one closes the drawer', () => {
    renderAt(
      <>
        <MobileMenuToggle />
        <MobileDrawer />
        <FillSideMenu label="Reference menu">
          <VersionMenu />
        </FillSideMenu>
      </>,
      '/reference/javascript/v1/start',
    );
    const toggle = screen.getByRole('button', {name: 'Open menu'});
    toggle.focus();
    fireEvent.click(toggle);
    const versions = screen.getByRole('button', {name: 'Versions'});
    versions.focus();
    fireEvent.keyDown(versions, {key: 'Enter'});
    const entry = screen.getByRole('link', {name: 'Version 2.0'});
    expect(document.activeElement).toBe(entry);
    fireEvent.keyDown(entry, {key: 'Escape'});
    expect(screen.queryByRole('link', {name: 'Version 2.0'})).toBeNull();
    expect(drawer()).not.toBeNull();
    expect(document.activeElement).toBe(versions);
    fireEvent.keyDown(versions, {key: 'Escape'});
    expect(drawer()).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when the backdrop is tapped', () => {
    renderAt(<Shell />, '/guides/auth');
    fireEvent.click(screen.getByRole('button', {name: 'Open menu'}));
    fireEvent.click(screen.getByTestId('mobile-backdrop'));
    expect(drawer()).toBeNull();
  });

  it('closes with Escape', () => {
    renderAt(<Shell />, '/guides/auth');
    fireEvent.click(screen.getByRole('button', {name: 'Open menu'}));
    fireEvent.keyDown(document, {key: 'Escape'});
    expect(drawer()).toBeNull();
  });

  it('closes on a route change', () => {
    renderAt(<Shell />, '/guides/auth');
    fireEvent.click(screen.getByRole('button', {name: 'Open menu'}));
    fireEvent.click(screen.getByRole('button', {name: 'go elsewhere'}));
    expect(drawer()).toBeNull();
  });

  it('closes when the window widens to 1024px or more, not before', () => {
    renderAt(<Shell />, '/guides/auth');
    fireEvent.click(screen.getByRole('button', {name: 'Open menu'}));
    act(() => setWidth(1023));
    expect(drawer()).not.toBeNull();
    act(() => setWidth(1024));
    expect(drawer()).toBeNull();
  });
});
