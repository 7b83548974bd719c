import React from 'react';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import CopyPageButton, {clearCopyPageCache} from '../CopyPageButton';
import GuideCopyPage, {markdownCopyUrl} from '../GuideCopyPage';
import SectionCopyButton from '../SectionCopyButton';

jest.mock('@docusaurus/useBaseUrl', () => ({__esModule: true, default: (url: string) => url}));

const writeText = jest.fn<Promise<void>, [string]>();
const fetchMock = jest.fn();

beforeEach(() => {
  clearCopyPageCache();
  writeText.mockReset().mockResolvedValue(undefined);
  fetchMock
    .mockReset()
    .mockResolvedValue({ok: true, status: 200, text: () => Promise.resolve('# Passwords\n\nBody.\n')});
  Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
  (globalThis as {fetch?: unknown}).fetch = fetchMock;
});

describe('CopyPageButton', () => {
  it('is a labelled button that fetches the copy, copies it and announces it', async () => {
    render(<CopyPageButton markdownUrl="/guides/auth/passwords.md" />);
    const button = screen.getByRole('button', {name: 'Copy page'});
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('# Passwords\n\nBody.\n'));
    expect(fetchMock).toHaveBeenCalledWith('/guides/auth/passwords.md', expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('Copied the page as Markdown');
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
  });

  it('fetches on focus, so that the click copies without waiting, and fetches once', async () => {
    render(<CopyPageButton markdownUrl="/guides/a.md" />);
    const button = screen.getByRole('button', {name: 'Copy page'});
    await act(async () => {
      fireEvent.focus(button);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the copy cannot be loaded, and fetches again on the next try', async () => {
    fetchMock.mockResolvedValueOnce({ok: false, status: 404, text: () => Promise.resolve('')});
    render(<CopyPageButton markdownUrl="/guides/missing.md" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not load the page as Markdown'));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('Copy failed');
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'));
    render(<CopyPageButton markdownUrl="/guides/a.md" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not copy the page'));
  });
});

describe('the guide and section placements', () => {
  it('derive the copy URL from the route', () => {
    expect(markdownCopyUrl('/guides/auth/passwords')).toBe('/guides/auth/passwords.md');
    expect(markdownCopyUrl('/guides/auth/')).toBe('/guides/auth.md');
    expect(markdownCopyUrl('/reference/javascript/v1/select#x')).toBe('/reference/javascript/v1/select.md');
  });

  it('render a "Copy page" button on guides and a "Copy section" button in reference sections', () => {
    const {unmount} = render(<GuideCopyPage permalink="/guides/auth/passwords" />);
    expect(screen.getByRole('button', {name: 'Copy page'})).toHaveAttribute(
      'data-copy-page',
      '/guides/auth/passwords.md',
    );
    unmount();
    render(<SectionCopyButton url="/reference/javascript/select" />);
    expect(screen.getByRole('button', {name: 'Copy section'})).toHaveAttribute(
      'data-copy-page',
      '/reference/javascript/select.md',
    );
  });

  it('render nothing for a section without a route', () => {
    const {container} = render(<SectionCopyButton />);
    expect(container).toBeEmptyDOMElement();
  });
});
