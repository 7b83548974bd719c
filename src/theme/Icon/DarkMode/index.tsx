// Swizzled (ejected, replaced): the crescent (a ring of radius 8 with a bite) drawn by CSS, as an empty svg whose shape is a
// mask (src/css/colorModeIcons.module.css). The colour-mode toggle repeats its three icons on every page; the shapes
// are written once in the stylesheet instead of ~250 bytes of markup each on 2,800 pages; see src/theme/README.md.
import React from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/Icon/DarkMode';
import styles from '@site/src/css/colorModeIcons.module.css';

export default function IconDarkMode({className, ...props}: Props): React.ReactNode {
  return <svg {...props} className={clsx(className, styles.icon, styles.moon)} />;
}
