/**
 * Gives the page-loading bar a valid role. Docusaurus' theme shows nprogress' bar when a client-side navigation takes
 * longer than 200 ms, and nprogress' template marks it `role="bar"`, which is not an ARIA role (axe: aria-roles,
 * critical). This plugin's client module re-configures the same nprogress instance through its public `configure`:
 * the bar becomes a named `progressbar`, and nprogress finds it by class instead of by the old role.
 */
import type {Plugin} from '@docusaurus/types';

export default function progressBarPlugin(): Plugin {
  return {
    name: 'progress-bar',
    getClientModules() {
      return [require.resolve('./client')];
    },
  };
}
