import React, {createContext, useContext, useEffect, useRef, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {CodeTokensContext, codeLinesHtml} from '@site/src/components/CodeHighlight';
import {useCopyToClipboard} from '@site/src/hooks/useCopyToClipboard';
import styles from './styles.module.css';

/** True inside the section a route lands on: its code is the theme's block at once (and on the server). */
export const EagerCodeContext = createContext(false);

// One observer for every waiting block: highlight a block when it comes within a screen or two of the viewport.
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;
function whenNear(el: Element, show: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    {rootMargin: '150% 0px'},
  );
  waiting.set(el, show);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
  };
}

/** The copy button of a block not yet highlighted (the highlighted block has the theme's own). */
function CopyCodeButton({code}: {code: string}): React.ReactNode {
  const {state, copy} = useCopyToClipboard();
  return (
    <>
      <button
        type="button"
        className={styles.plainCopy}
        onClick={() => copy(code)}
        aria-label="Copy code to clipboard"
        title="Copy"
        data-pagefind-ignore="">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
      </button>
      <span className="sr-only" role="status">
        {state === 'copied' ? 'Copied to clipboard' : state === 'failed' ? 'Could not copy' : ''}
      </span>
    </>
  );
}

/**
 * A reference code block. Rendering the theme's block (buttons, word-wrap measuring) for every example of a
 * version when the page fills in would cost seconds of script on a phone; a block outside the landing section
 * first shows its code as one HTML string, already coloured from the build's tokens (readable, and found by the
 * browser's find), with a light copy button, and becomes the theme's block when it comes near the viewport.
 */
export default function Code({
  code,
  language,
  tokens,
}: {
  code: string;
  language: string;
  /** The code's tokens, made when the reference data was built (drawn without Prism). */
  tokens?: string;
}): React.ReactNode {
  const eager = useContext(EagerCodeContext);
  const [highlighted, setHighlighted] = useState(eager);
  const plain = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = plain.current;
    if (highlighted || !el) return undefined;
    // Replacing the block under the keyboard focus (a reader tabbing to its copy button scrolls it near) would drop
    // the focus: then highlight once the focus leaves.
    const highlightUnlessFocused = () => {
      if (!el.contains(document.activeElement)) setHighlighted(true);
      else el.addEventListener('focusout', () => setHighlighted(true), {once: true});
    };
    return whenNear(el, highlightUnlessFocused);
  }, [highlighted]);
  if (highlighted)
    return (
      <CodeTokensContext.Provider value={tokens}>
        <CodeBlock language={language}>{code}</CodeBlock>
      </CodeTokensContext.Provider>
    );
  return (
    <div ref={plain} className={styles.plainCode} data-language={language}>
      {/* Coloured already (tokens from the build, colours from the stylesheet); the theme's block adds word wrap. */}
      <pre tabIndex={0} className="prism-code">
        <code dangerouslySetInnerHTML={{__html: codeLinesHtml(code, tokens)}} />
      </pre>
      <CopyCodeButton code={code} />
    </div>
  );
}
