/**
 * The browser's CodeHighlight (see ./index.tsx): the highlighted content and the block's grammar (with the
 * grammars it needs) load on first use, one small chunk each.
 */
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {CodeHighlightProps} from '.';

type Content = ComponentType<{className?: string}>;

const byLanguage = new Map<string, React.LazyExoticComponent<Content>>();

/** The highlighted content for blocks in `language`, ready once its grammar is registered. */
function contentFor(language: string): React.LazyExoticComponent<Content> {
  let content = byLanguage.get(language);
  if (!content) {
    content = lazy<Content>(async () => {
      // Prism's core comes with the grammar loader: pages whose blocks all keep the server's markup load neither.
      const [module, {loadGrammar}] = await Promise.all([
        import('./highlighted'),
        import('@site/src/utils/prism/loadGrammar'),
      ]);
      await loadGrammar(language);
      return module;
    });
    byLanguage.set(language, content);
  }
  return content;
}

export default function CodeHighlight({fallback, language, className}: CodeHighlightProps): ReactNode {
  const Highlighted = contentFor(language);
  return (
    <Suspense fallback={fallback}>
      <Highlighted className={className} />
    </Suspense>
  );
}
