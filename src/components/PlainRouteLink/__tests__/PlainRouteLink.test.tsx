import React from 'react';
import {fireEvent, screen} from '@testing-library/react';
import {useLocation} from '@docusaurus/router';
import {renderAt} from '@site/test/render';
import PlainRouteLink from '..';

function Where(): React.ReactNode {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

describe('PlainRouteLink', () => {
  it('is a real link to the route and navigates in the client on a plain click', () => {
    renderAt(
      <>
        <PlainRouteLink to="/reference/kotlin/select">Kotlin</PlainRouteLink>
        <Where />
      </>,
      '/reference/javascript/select',
    );
    const link = screen.getByRole('link', {name: 'Kotlin'});
    expect(link).toHaveAttribute('href', '/reference/kotlin/select');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(screen.getByRole('status', {name: 'path'})).toHaveTextContent('/reference/kotlin/select');
  });

  it('leaves modified clicks (new tab, new window) to the browser', () => {
    renderAt(
      <>
        <PlainRouteLink to="/reference/kotlin/select">Kotlin</PlainRouteLink>
        <Where />
      </>,
      '/reference/javascript/select',
    );
    const notPrevented = fireEvent.click(screen.getByRole('link', {name: 'Kotlin'}), {ctrlKey: true});
    expect(notPrevented).toBe(true);
    expect(screen.getByRole('status', {name: 'path'})).toHaveTextContent('/reference/javascript/select');
  });

  it('lets onNavigate take the navigation over (scrolling within the page)', () => {
    const onNavigate = jest.fn(() => true);
    renderAt(
      <>
        <PlainRouteLink to="/reference/javascript/insert" onNavigate={onNavigate}>
          Insert
        </PlainRouteLink>
        <Where />
      </>,
      '/reference/javascript/select',
    );
    fireEvent.click(screen.getByRole('link', {name: 'Insert'}));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', {name: 'path'})).toHaveTextContent('/reference/javascript/select');
  });
});
