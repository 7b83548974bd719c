import React from 'react';
import {render, screen} from '@testing-library/react';
import CodeHighlight from '../lazy';

jest.mock('../highlighted', () => ({
  __esModule: true,
  default: ({className}: {className?: string}) => <pre className={className}>highlighted</pre>,
}));

describe('CodeHighlight in the browser (lazy)', () => {
  it('shows the fallback until the highlighted content has loaded, then the content', async () => {
    render(<CodeHighlight className="x" language="no-such-language" fallback={<pre>plain code</pre>} />);
    expect(screen.getByText('plain code')).toBeInTheDocument();
    expect(await screen.findByText('highlighted')).toHaveClass('x');
    expect(screen.queryByText('plain code')).toBeNull();
  });
});
