/**
 * A reference docs instance: @docusaurus/plugin-content-docs (versions, sidebars,
 * `docs:version` cutting, the theme's docs hooks) with its section routes
 * rewritten by routes.ts: one shared component and one data module per version,
 * no per-section code chunk, and no per-section entries in the global data.
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginContentLoadedActions, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';
import {rewriteReferenceRoutes, stripSectionDocs} from './routes';

async function referenceDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        addRoute: (route: RouteConfig) => args.actions.addRoute(rewriteReferenceRoutes(route)),
        setGlobalData: (data: unknown) =>
          args.actions.setGlobalData(stripSectionDocs(data as Parameters<typeof stripSectionDocs>[0])),
      };
      await plugin.contentLoaded?.({...args, actions});
    },
  };
}

// Same options as the docs plugin, validated by it.
export default Object.assign(referenceDocsPlugin, {
  validateOptions: validateOptions as unknown as NonNullable<PluginModule['validateOptions']>,
}) as unknown as PluginModule;
