/** Typed wrappers of the private modules code outside src/overrides/ and src/theme/ reads (not a switch). */
import generatedRoutes from '@generated/routes';
import {isSamePath as themeIsSamePath, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {RouteLike} from '../../utils/routeExists';

/** The route table (in the production browser bundle, reference-client-routes' rewritten copy). */
export const siteRoutes: readonly RouteLike[] = generatedRoutes as readonly RouteLike[];

export const isSamePath: (a: string | undefined, b: string | undefined) => boolean = themeIsSamePath;

export {useCodeBlockContext};
