/**
 * The browser's CodeHighlight (see ./index.tsx): the highlighted content and the block's grammar (with the
 * grammars it needs) load on first use, one small chunk each. A chunk that fails to load, or content that fails to
 * render, leaves the block as the plain code it was: highlighting never takes a page down.
 */
import React, {Component, lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {CodeHighlightProps} from '.';

type Content = ComponentType<{className?: string; fallback: ReactNode}>;

const byLanguage = new Map<string, React.LazyExoticComponent<Content>>();

/** Shown in place of the highlighted content when its code or grammar could not be loaded. */
function PlainCode({fallback}: {fallback: ReactNode}): ReactNode {
  return fallback;
}

/**
 * Shows `fallback` (the plain code) if what it wraps throws. Docusaurus' ErrorBoundary would do, but its default
 * fallback is the theme's whole error page; a block needs nothing but itself.
 */
class PlainOnError extends Component<{fallback: ReactNode; children: ReactNode}, {failed: boolean}> {
  override state = {failed: false};
  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The highlighted content for blocks in `language`, ready once its grammar is registered. */
function contentFor(language: string): React.LazyExoticComponent<Content> {
  let content = byLanguage.get(language);
  if (!content) {
    content = lazy<Content>(async () => {
      try {
        // Prism's core comes with the grammar loader: pages whose blocks all keep the server's markup load neither.
        const [module, {loadGrammar}] = await Promise.all([
          import('./highlighted'),
          import('@site/src/utils/prism/loadGrammar'),
        ]);
        await loadGrammar(language);
        return module;
      } catch (error) {
        // Forgotten, so that the next block in this language tries again (the network may be back).
        byLanguage.delete(language);
        console.warn(`Code highlighting for ${language} could not be loaded; the code is shown as plain text.`, error);
        return {default: PlainCode};
      }
    });
    byLanguage.set(language, content);
  }
  return content;
}

export default function CodeHighlight({fallback, language, className}: CodeHighlightProps): ReactNode {
  const Highlighted = contentFor(language);
  return (
    <PlainOnError fallback={fallback}>
      <Suspense fallback={fallback}>
        <Highlighted className={className} fallback={fallback} />
      </Suspense>
    </PlainOnError>
  );
}
