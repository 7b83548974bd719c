import React from 'react';
import {render} from '@testing-library/react';
import IconLightMode from '../LightMode';
import IconDarkMode from '../DarkMode';
import IconSystemColorMode from '../SystemColorMode';

describe('the colour-mode icons', () => {
  // The toggle renders all three on every page; their shapes are masks in src/css/colorModeIcons.module.css
  // (class names are their keys under jest's CSS mapping).
  it("are empty svgs with the toggle's props and the class of their shape", () => {
    const {container} = render(
      <>
        <IconLightMode aria-hidden className="toggleIcon lightToggleIcon" />
        <IconDarkMode aria-hidden className="toggleIcon darkToggleIcon" />
        <IconSystemColorMode aria-hidden className="toggleIcon systemToggleIcon" />
      </>,
    );
    expect(container.innerHTML).toBe(
      '<svg aria-hidden="true" class="toggleIcon lightToggleIcon icon sun"></svg>' +
        '<svg aria-hidden="true" class="toggleIcon darkToggleIcon icon moon"></svg>' +
        '<svg aria-hidden="true" class="toggleIcon systemToggleIcon icon system"></svg>',
    );
  });
});
