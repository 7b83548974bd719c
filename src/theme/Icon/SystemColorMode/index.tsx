// Swizzled (ejected, replaced): the half-filled circle (a disc cut to a ring) drawn by CSS, as an empty svg whose shape is a
// mask (src/css/colorModeIcons.module.css). The colour-mode toggle repeats its three icons on every page; the shapes
// are written once in the stylesheet instead of ~250 bytes of markup each on 2,800 pages; see src/theme/README.md.
import React from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/Icon/SystemColorMode';
import styles from '@site/src/css/colorModeIcons.module.css';

export default function IconSystemColorMode({className, ...props}: Props): React.ReactNode {
  return <svg {...props} className={clsx(className, styles.icon, styles.system)} />;
}
