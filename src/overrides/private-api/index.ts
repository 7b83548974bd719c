/**
 * The private Docusaurus modules that code outside src/overrides/ and src/theme/ reads, behind typed wrappers, so
 * that an upgrade has one place to re-check (ESLint forbids these imports elsewhere). Not a switch: nothing here
 * changes Docusaurus' behaviour.
 */
import generatedRoutes from '@generated/routes';
import {isSamePath as themeIsSamePath, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {RouteLike} from '../../utils/routeExists';

/** The site's route table (`@generated/routes`; in the production browser bundle, src/overrides/reference-client-routes' copy). */
export const siteRoutes: readonly RouteLike[] = generatedRoutes as readonly RouteLike[];

/** Whether two paths are the same page (case and trailing slash ignored), as the theme's sidebar compares them. */
export const isSamePath: (a: string | undefined, b: string | undefined) => boolean = themeIsSamePath;

/** The code block the component is inside: its metadata (code, language, highlighted lines) and word wrap. */
export {useCodeBlockContext};
