import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import {useLocation} from '@docusaurus/router';
import {LARGE_SCREEN_QUERY, MOBILE_BREAKPOINT_PX} from '../data/layout';
import {mobileMenuReducer} from '../utils/mobileMenu';

interface MobileMenuValue {
  readonly open: boolean;
  readonly toggle: () => void;
  readonly backdrop: () => void;
  readonly close: () => void;
}

const MobileMenuContext = createContext<MobileMenuValue | null>(null);

/** Holds the mobile menu flag for the whole app and applies the spec's rules to it. */
export function MobileMenuProvider({children}: {children: ReactNode}): ReactNode {
  const [open, dispatch] = useReducer(mobileMenuReducer, false);
  const {pathname} = useLocation();
  // The button that opened the drawer (the top bar's menu button or the mobile bar's): Escape gives focus back to it.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    dispatch({type: 'routeChange'});
  }, [pathname]);

  useEffect(() => {
    const query = window.matchMedia(LARGE_SCREEN_QUERY);
    const onChange = () => dispatch({type: 'resize', width: query.matches ? MOBILE_BREAKPOINT_PX : window.innerWidth});
    query.addEventListener('change', onChange);
    window.addEventListener('resize', onChange);
    return () => {
      query.removeEventListener('change', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      // An Escape a menu inside the drawer handled (the version switcher's) closed that menu only.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dispatch({type: 'escape'});
      // WCAG 2.4.3: focus was in the drawer, which is gone; without this it fell to <body>, the top of the page.
      const back = opener.current?.isConnected
        ? opener.current
        : document.querySelector<HTMLElement>('[aria-controls="mobile-menu"]');
      back?.focus();
    };
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = useCallback(() => {
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
    dispatch({type: 'toggle'});
  }, []);
  const backdrop = useCallback(() => dispatch({type: 'backdrop'}), []);
  const close = useCallback(() => dispatch({type: 'close'}), []);
  const value = useMemo(() => ({open, toggle, backdrop, close}), [open, toggle, backdrop, close]);
  return <MobileMenuContext.Provider value={value}>{children}</MobileMenuContext.Provider>;
}

export function useMobileMenu(): MobileMenuValue {
  const value = useContext(MobileMenuContext);
  if (value === null) throw new Error('useMobileMenu must be used inside <MobileMenuProvider> (src/theme/Root.tsx)');
  return value;
}
