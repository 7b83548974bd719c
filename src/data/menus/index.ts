/** Every guide side menu, keyed by its menu id. */
import type {GuideMenuId} from '../menuIds';
import type {GuideMenu} from './types';
import {menu as home} from './home';
import {menu as gettingstarted} from './gettingstarted';
import {menu as database} from './database';
import {menu as api} from './api';
import {menu as graphql} from './graphql';
import {menu as auth} from './auth';
import {menu as functions} from './functions';
import {menu as realtime} from './realtime';
import {menu as analytics} from './analytics';
import {menu as storage} from './storage';
import {menu as ai} from './ai';
import {menu as supabase_cli} from './supabase_cli';
import {menu as platform} from './platform';
import {menu as resources} from './resources';
import {menu as self_hosting} from './self_hosting';
import {menu as integrations} from './integrations';

export const GUIDE_MENUS: Readonly<Record<GuideMenuId, GuideMenu>> = {
  home,
  gettingstarted,
  database,
  api,
  graphql,
  auth,
  functions,
  realtime,
  analytics,
  storage,
  ai,
  supabase_cli,
  platform,
  resources,
  self_hosting,
  integrations,
};
