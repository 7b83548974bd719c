// Swizzled (ejected, replaced): the same sun as the stock icon (a ring of radius 4 and eight rays, 2 units wide, round
// ends) drawn as strokes in 170 bytes instead of a 1,450-byte outline, which every page's colour-mode toggle repeats
// (3.5 MB of the build); see src/theme/README.md.
import React from 'react';
import type {Props} from '@theme/Icon/LightMode';

export default function IconLightMode(props: Props): React.ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <circle cx={12} cy={12} r={4} />
        <path d="M2 12h2m16 0h2M12 2v2m0 16v2M5.3 5.3l1 1m11.4 11.4 1 1M5.3 18.7l1-1m11.4-11.4 1-1" />
      </g>
    </svg>
  );
}
