import React from 'react';
import {render, screen} from '@testing-library/react';
import CodeHighlight from '../lazy';

const highlightedRender = jest.fn(({className}: {className?: string}) => <pre className={className}>highlighted</pre>);
jest.mock('../highlighted', () => ({
  __esModule: true,
  default: (props: {className?: string}) => highlightedRender(props),
}));

const loadGrammar = jest.fn((_language: string) => Promise.resolve());
jest.mock('@site/src/utils/prism/loadGrammar', () => ({loadGrammar: (language: string) => loadGrammar(language)}));

describe('CodeHighlight in the browser (lazy)', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows the fallback until the highlighted content has loaded, then the content', async () => {
    render(<CodeHighlight className="x" language="no-such-language" fallback={<pre>plain code</pre>} />);
    expect(screen.getByText('plain code')).toBeInTheDocument();
    expect(await screen.findByText('highlighted')).toHaveClass('x');
    expect(screen.queryByText('plain code')).toBeNull();
  });

  it('keeps the plain code when the grammar chunk fails to load, and tries again for the next block', async () => {
    loadGrammar.mockImplementationOnce(() => Promise.reject(new Error('ChunkLoadError: prism-sql')));
    const first = render(<CodeHighlight language="sql" fallback={<pre>select 1</pre>} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText('select 1')).toBeInTheDocument();
    expect(screen.queryByText('highlighted')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sql'), expect.any(Error));
    first.unmount();
    render(<CodeHighlight language="sql" fallback={<pre>select 2</pre>} />);
    expect(await screen.findByText('highlighted')).toBeInTheDocument();
    expect(loadGrammar).toHaveBeenLastCalledWith('sql');
  });

  it('keeps the plain code when the highlighted content throws while rendering', async () => {
    highlightedRender.mockImplementation(() => {
      throw new Error("Cannot set properties of undefined (setting 'comment')");
    });
    render(<CodeHighlight language="tsx" fallback={<pre>const a = 1</pre>} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText('const a = 1')).toBeInTheDocument();
    expect(screen.queryByText(/crashed/i)).toBeNull();
  });
});
