// Swizzled (ejected): the top bar is ours (menu data, dashboard link, spec's 1024px mobile menu); see src/theme/README.md.
import React from 'react';
import TopBar from '@site/src/components/TopBar';

export default function Navbar(): React.ReactNode {
  return <TopBar />;
}
