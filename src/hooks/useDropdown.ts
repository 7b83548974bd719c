import {useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject} from 'react';

export interface Dropdown {
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly panelRef: RefObject<HTMLElement | null>;
  readonly onButtonKeyDown: (event: KeyboardEvent) => void;
  readonly onPanelKeyDown: (event: KeyboardEvent) => void;
  readonly onButtonClick: () => void;
}

function items(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : [];
}

/**
 * Keyboard and pointer behaviour of a disclosure dropdown: click, Enter, Space or
 * ArrowDown open it (the keyboard ones focus the first entry); ArrowUp/ArrowDown,
 * Home and End move between entries; Escape closes and returns focus to the
 * button (and is marked handled, so that the mobile drawer around it stays open); a click outside or focus leaving
 * closes it.
 */
export function useDropdown(): Dropdown {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    if (focusOnOpen.current) {
      const list = items(panelRef.current);
      (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
      focusOnOpen.current = null;
    }
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const onButtonKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
        setOpen(true);
      } else if (event.key === 'Escape' && open) {
        // Handled: a drawer or dialog around the dropdown (the mobile drawer) stays open for this Escape.
        event.preventDefault();
        setOpen(false);
      }
    },
    [open],
  );

  const onPanelKeyDown = useCallback((event: KeyboardEvent) => {
    const list = items(panelRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        break;
      default:
    }
  }, []);

  const onButtonClick = useCallback(() => setOpen((o) => !o), []);

  return {open, setOpen, buttonRef, panelRef, onButtonKeyDown, onPanelKeyDown, onButtonClick};
}
