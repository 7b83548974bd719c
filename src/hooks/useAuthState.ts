import {useEffect, useState} from 'react';
import {DASHBOARD_SESSION_KEY, authStateFromStorage, type AuthState} from '../utils/authState';

function read(): Exclude<AuthState, 'unknown'> {
  try {
    return authStateFromStorage(window.localStorage.getItem(DASHBOARD_SESSION_KEY), Date.now());
  } catch {
    // Storage can be unavailable (privacy modes): treat as signed out.
    return 'signed-out';
  }
}

/**
 * Whether the reader is signed in to the dashboard. `unknown` during the server
 * render and the first client render (so both agree), then read from storage and
 * kept current when another tab signs in or out (the `storage` event).
 */
export function useAuthState(): AuthState {
  const [state, setState] = useState<AuthState>('unknown');
  useEffect(() => {
    setState(read());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === DASHBOARD_SESSION_KEY) setState(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return state;
}
