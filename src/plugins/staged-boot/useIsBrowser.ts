/**
 * In place of @docusaurus/core/lib/client/exports/useIsBrowser.js in the production browser bundle (see
 * ./browserContext.tsx): false while the page hydrates (the server's value), true after, and true at once for
 * components mounted later.
 */
import {useSyncExternalStore} from 'react';

const subscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export default function useIsBrowser(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
