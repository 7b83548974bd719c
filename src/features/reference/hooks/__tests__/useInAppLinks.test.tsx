import React from 'react';
import {fireEvent, screen} from '@testing-library/react';
import {renderWithLocation} from '@site/test/render';
import {useInAppLinks} from '../useInAppLinks';

function Links(): React.ReactNode {
  const onClick = useInAppLinks();
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={onClick}>
      <a href="/reference/kotlin/select">
        in site <span>(nested)</span>
      </a>
      <a href="https://example.com/x">other site</a>
      <a href="//example.com/y">protocol-relative</a>
    </div>
  );
}

const setup = () => renderWithLocation(<Links />, '/reference/coverage');

describe('useInAppLinks', () => {
  it('navigates in the app on a plain click of an in-site link, also from an element inside it', () => {
    const location = setup();
    expect(fireEvent.click(screen.getByText('(nested)'), {button: 0})).toBe(false);
    expect(location()).toBe('/reference/kotlin/select');
  });

  it.each(['other site', 'protocol-relative'])('leaves a link to another site to the browser (%s)', (name) => {
    const location = setup();
    expect(fireEvent.click(screen.getByText(name), {button: 0})).toBe(true);
    expect(location()).toBe('/reference/coverage');
  });

  it('leaves a middle click to the browser', () => {
    const location = setup();
    expect(fireEvent.click(screen.getByText('in site'), {button: 1})).toBe(true);
    expect(location()).toBe('/reference/coverage');
  });
});
