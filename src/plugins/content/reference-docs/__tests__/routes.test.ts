import type {RouteConfig} from '@docusaurus/types';
import {REFERENCE_PAGE_COMPONENT, rewriteReferenceRoutes, stripSectionDocs} from '../routes';
import {docsPluginTree, leaves} from './docsPluginTree';

describe('reference section routes', () => {
  it('share one component and one data module per version, and keep their own paths', () => {
    const rewritten = leaves(rewriteReferenceRoutes(docsPluginTree()));
    expect(rewritten.map((r) => r.path)).toEqual([
      '/reference/javascript/v1/start',
      '/reference/javascript/v1/select',
      '/reference/javascript/v1/insert',
      '/reference/javascript/start',
      '/reference/javascript/select',
      '/reference/javascript/auth-signup',
    ]);
    expect(new Set(rewritten.map((r) => r.component))).toEqual(new Set([REFERENCE_PAGE_COMPONENT]));
    expect(new Set(rewritten.map((r) => (r.modules as {page: string}).page))).toEqual(
      new Set([
        '@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json',
        '@site/reference/javascript/generated/_data/page.json',
      ]),
    );
    expect(rewritten.every((r) => !('content' in (r.modules as object)))).toBe(true);
  });

  it('fail the build for a section doc that is not one segment below its version', () => {
    const tree = docsPluginTree();
    const root = tree.routes![1].routes![0];
    root.routes!.push({
      path: '/reference/javascript/a/b',
      component: '@theme/DocItem',
      exact: true,
      modules: {content: '@site/reference/javascript/generated/b.mdx'},
    } as RouteConfig);
    expect(() => rewriteReferenceRoutes(tree)).toThrow(
      'Reference route /reference/javascript/a/b (from @site/reference/javascript/generated/b.mdx) is not one segment below its version /reference/javascript',
    );
  });

  it('leave only the start doc of each version in the global data', () => {
    const data = {
      path: '/reference/javascript',
      versions: [{name: 'current', mainDocId: 'start', docs: [{id: 'start'}, {id: 'generated/select'}]}],
    };
    expect(stripSectionDocs(data).versions[0].docs).toEqual([{id: 'start'}]);
  });
});
