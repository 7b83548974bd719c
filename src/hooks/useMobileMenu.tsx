import React, {createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode} from 'react';
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
      if (event.key === 'Escape') dispatch({type: 'escape'});
    };
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = useCallback(() => dispatch({type: 'toggle'}), []);
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
