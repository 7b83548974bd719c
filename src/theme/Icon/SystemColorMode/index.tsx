// Swizzled (ejected, replaced): the same half-filled circle as the stock icon (a disc of radius 9 whose right half
// is cut out down to a ring 2 units wide) in 90 bytes of path instead of 290, which every page repeats; see
// src/theme/README.md.
import React from 'react';
import type {Props} from '@theme/Icon/SystemColorMode';

export default function IconSystemColorMode(props: Props): React.ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <path fill="currentColor" fillRule="evenodd" d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 2a7 7 0 0 1 0 14z" />
    </svg>
  );
}
