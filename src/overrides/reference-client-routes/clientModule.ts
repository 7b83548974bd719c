/** Installs the reference data prefetch (src/features/reference/utils/prefetchData.ts) once Docusaurus' client exists. */
import fileByVersion from '@generated/reference-client-routes/dataFiles.json';
import {prefetchLink, withDataPrefetch} from '../../features/reference/utils/prefetchData';

let installed = false;

function install(): void {
  // `window.docusaurus` is typed as always there; it is not until the client entry has run.
  if (installed || typeof window === 'undefined' || !(window.docusaurus as typeof window.docusaurus | undefined))
    return;
  installed = true;
  window.docusaurus = withDataPrefetch(window.docusaurus, fileByVersion, prefetchLink);
}

// Client modules run before the client entry sets `window.docusaurus`; the first route update comes after it and
// before any link can come into view.
install();
export function onRouteDidUpdate(): void {
  install();
}
