/**
 * @jest-environment jsdom
 */
import React, {act} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot, type Root} from 'react-dom/client';
import {resetHydrationForTests} from '@site/src/utils/serverMarkup';

// The highlighted content stands in for Prism: it counts its renders (each one would tokenize the code).
const tokenize = jest.fn();
jest.mock('@site/src/components/CodeHighlight/highlighted', () => ({
  __esModule: true,
  default: ({className}: {className?: string}) => {
    tokenize();
    return (
      <pre className={`prism-code language-js ${className ?? ''}`} style={{color: 'rgb(1, 2, 3)'}} tabIndex={0}>
        <code className="codeBlockLines">
          <span className="token-line">
            <span className="token keyword">const</span> a = 1;
          </span>
        </code>
      </pre>
    );
  },
}));
// The block's code, as the theme's context gives it (a widget may change it after hydration).
let code = 'const a = 1;';
jest.mock('@docusaurus/theme-common/internal', () => ({
  useCodeBlockContext: () => ({metadata: {code, language: 'js'}, wordWrap: {codeBlockRef: {current: null}}}),
}));
// The reader's colour mode, as Docusaurus' provider gives it (the server renders the default, light).
let colorMode = 'light';
jest.mock('@docusaurus/theme-common', () => ({
  useColorMode: () => ({colorMode}),
  useThemeConfig: () => ({colorMode: {defaultMode: 'light'}}),
}));

// The server renders with canUseDOM false; jsdom would say true.
let canUseDOM = true;
jest.mock('@docusaurus/ExecutionEnvironment', () => ({
  __esModule: true,
  default: {
    get canUseDOM() {
      return canUseDOM;
    },
  },
}));

import CodeBlockContent from '../index';

function serverRender(ui: React.ReactElement): string {
  canUseDOM = false;
  try {
    return renderToString(ui);
  } finally {
    canUseDOM = true;
  }
}

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

function Page({blocks}: {blocks: number}): React.ReactNode {
  return (
    <main>
      {Array.from({length: blocks}, (_, i) => (
        <CodeBlockContent key={i} />
      ))}
    </main>
  );
}

describe('CodeBlock/Content wrapper', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  beforeEach(() => {
    colorMode = 'light';
    code = 'const a = 1;';
    resetHydrationForTests();
    tokenize.mockClear();
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('renders the highlighted block on the server, with a marker class', () => {
    const html = serverRender(<Page blocks={2} />);
    expect(tokenize).toHaveBeenCalledTimes(2);
    expect(html.match(/class="prism-code language-js cb_R_\w*_"/g)).toHaveLength(2);
  });

  it('hydrates with the server markup: no tokenizing, the lines left as they are, no hydration error', () => {
    const html = serverRender(<Page blocks={3} />);
    tokenize.mockClear();
    container.innerHTML = html;
    const firstLine = container.querySelector('.token-line');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      root = hydrateRoot(container, <Page blocks={3} />, {onRecoverableError: (e) => console.error(e)});
    });
    expect(tokenize).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('.token-line')).toBe(firstLine);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders a block mounted after hydration highlighted (it tokenizes)', () => {
    const html = serverRender(<Page blocks={1} />);
    container.innerHTML = html;
    act(() => {
      root = hydrateRoot(container, <Page blocks={1} />);
    });
    tokenize.mockClear();
    act(() => root!.render(<Page blocks={2} />));
    expect(tokenize).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('pre')).toHaveLength(2);
  });
  it("highlights in the browser when the reader's colour mode is not the server's", () => {
    const html = serverRender(<Page blocks={2} />);
    container.innerHTML = html;
    act(() => {
      root = hydrateRoot(container, <Page blocks={2} />);
    });
    tokenize.mockClear();
    colorMode = 'dark';
    act(() => root!.render(<Page blocks={2} />));
    expect(tokenize).toHaveBeenCalledTimes(2);
    expect(container.querySelectorAll('pre')).toHaveLength(2);
  });
  it('highlights in the browser once its code changes (the server markup shows the old code)', () => {
    const html = serverRender(<Page blocks={1} />);
    container.innerHTML = html;
    act(() => {
      root = hydrateRoot(container, <Page blocks={1} />);
    });
    tokenize.mockClear();
    code = 'const b = 2;';
    act(() => root!.render(<Page blocks={1} />));
    expect(tokenize).toHaveBeenCalledTimes(1);
  });
});
