import React, {type ReactNode} from 'react';
import type {Dropdown} from '@site/src/hooks/useDropdown';

/**
 * The panel of a dropdown opened by its menu button (the top menu's dropdowns, the version switcher): hidden
 * while closed. Arrow keys, Home, End and Escape are handled once, here, for the links inside it (useDropdown).
 */
export default function DropdownPanel({
  id,
  dropdown,
  className,
  children,
}: {
  id: string;
  dropdown: Dropdown;
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys delegated from the links inside
    <div
      id={id}
      ref={dropdown.panelRef as React.RefObject<HTMLDivElement>}
      className={className}
      hidden={!dropdown.open}
      onKeyDown={dropdown.onPanelKeyDown}>
      {children}
    </div>
  );
}
