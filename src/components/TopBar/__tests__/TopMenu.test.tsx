import React from 'react';
import {fireEvent, screen, within} from '@testing-library/react';
import TopMenu from '../TopMenu';
import {renderAt} from '@site/test/render';

describe('TopMenu', () => {
  it('renders Start and the four dropdowns', () => {
    renderAt(<TopMenu />);
    expect(screen.getByRole('link', {name: 'Start'})).toHaveAttribute('href', '/guides/getting-started');
    for (const label of ['Products', 'Build', 'Reference', 'Resources']) {
      expect(screen.getByRole('button', {name: label})).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it("draws the dropdowns' chevrons in CSS (the button holds its label only: no svg on every page)", () => {
    renderAt(<TopMenu />);
    for (const label of ['Products', 'Build', 'Reference', 'Resources']) {
      expect(screen.getByRole('button', {name: label}).innerHTML).toBe(label);
    }
  });

  it('marks the item owning the current path as active', () => {
    const {container} = renderAt(<TopMenu />, '/guides/auth/social-login/auth-github');
    expect(container.querySelector('[data-active-top-item]')).toHaveAttribute('data-active-top-item', 'Auth');
    fireEvent.click(screen.getByRole('button', {name: 'Products'}));
    expect(screen.getByRole('link', {name: 'Auth'})).toHaveAttribute('aria-current', 'page');
  });

  it('marks Home on the home path and Start on getting-started', () => {
    const home = renderAt(<TopMenu />, '/');
    expect(home.container.querySelector('[data-active-top-item]')).toHaveAttribute('data-active-top-item', 'Home');
    home.unmount();
    renderAt(<TopMenu />, '/guides/getting-started');
    expect(screen.getByRole('link', {name: 'Start'})).toHaveAttribute('aria-current', 'page');
  });

  it('opens with the keyboard, moves with arrows and closes with Escape back on the button', () => {
    renderAt(<TopMenu />);
    const button = screen.getByRole('button', {name: 'Reference'});
    fireEvent.keyDown(button, {key: 'ArrowDown'});
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    const links = within(panel).getAllByRole('link');
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(panel, {key: 'ArrowDown'});
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(panel, {key: 'ArrowUp'});
    fireEvent.keyDown(panel, {key: 'ArrowUp'});
    expect(document.activeElement).toBe(links[links.length - 1]);
    fireEvent.keyDown(panel, {key: 'Escape'});
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(button);
  });

  it('marks C# and Kotlin as Community and opens external links in a new tab', () => {
    renderAt(<TopMenu />);
    fireEvent.click(screen.getByRole('button', {name: 'Reference'}));
    expect(screen.getByRole('link', {name: /C#/})).toHaveTextContent('Community');
    expect(screen.getByRole('link', {name: /Kotlin/})).toHaveTextContent('Community');
    expect(screen.getByRole('link', {name: /JavaScript/})).not.toHaveTextContent('Community');
    fireEvent.click(screen.getByRole('button', {name: 'Resources'}));
    for (const name of [/Changelog/, /Status/]) {
      const link = screen.getByRole('link', {name});
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
