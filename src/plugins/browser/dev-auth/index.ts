/**
 * Adds the development-only page /__dev-secret-auth when the dev-auth flag equals
 * the string "true" (DEV_AUTH_PAGE=true npm start). Pages whose file name starts
 * with an underscore are ignored by the pages plugin, hence this small plugin.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isDevAuthEnabled} from '../../../utils/authState';

export default function devAuthPlugin(_context: LoadContext, options: unknown): Plugin {
  const {flag} = (options ?? {}) as {flag?: string};
  return {
    name: 'dev-auth-page',
    async contentLoaded({actions}) {
      if (!isDevAuthEnabled(flag)) return;
      actions.addRoute({
        path: '/__dev-secret-auth',
        component: path.resolve(__dirname, 'DevAuthPage.tsx'),
        exact: true,
      });
    },
  };
}
