// Swizzled (ejected, replaced): the same crescent as the stock icon (a ring of radius 8 with a bite of radius 6.4
// centred at 16.5,7.5, 2 units wide) as one stroked path of 60 bytes instead of a 380-byte outline, which every
// page's colour-mode toggle repeats; see src/theme/README.md.
import React from 'react';
import type {Props} from '@theme/Icon/DarkMode';

export default function IconDarkMode(props: Props): React.ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        d="M11.1 4.05A8 8 0 1 0 19.95 12.9 6.4 6.4 0 0 1 11.1 4.05z"
      />
    </svg>
  );
}
