import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {MemoryRouter, useHistory} from 'react-router-dom';
import useChosenLanguageTab from '../useChosenLanguageTab';

/** Whether the page has hydrated (Docusaurus' useIsBrowser): false on the server and during hydration. */
let mockIsBrowser = true;
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => mockIsBrowser}));

/** Where the language tabs keep the reader's choice across pages and visits. */
const STORAGE_KEY = 'docusaurus.tab.language';

/** What a guide's reference link reads: the chosen tab, or none. */
function Chosen(): React.ReactNode {
  return <output>{useChosenLanguageTab() ?? 'none'}</output>;
}

/**
 * The stored choice changes and the page hears of it, as when Docusaurus' storage slot writes it (its own event:
 * jsdom cannot make one with `document.createEvent('StorageEvent')`) or another browser tab of the site does.
 */
function storeChoice(value: string) {
  const oldValue = window.localStorage.getItem(STORAGE_KEY);
  window.localStorage.setItem(STORAGE_KEY, value);
  window.dispatchEvent(
    new StorageEvent('storage', {key: STORAGE_KEY, oldValue, newValue: value, storageArea: window.localStorage}),
  );
}

/** A language tab on the page: picking it writes the address and the stored choice, as Docusaurus' tabs do. */
function TabButton({value}: {value: string}): React.ReactNode {
  const history = useHistory();
  const pick = () => {
    history.replace({...history.location, search: `?language=${value}`});
    storeChoice(value);
  };
  return (
    <button type="button" onClick={pick}>
      {value}
    </button>
  );
}

function renderGuide(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Chosen />
      <TabButton value="swift" />
    </MemoryRouter>,
  );
}

const shown = () => screen.getByRole('status').textContent;

describe('useChosenLanguageTab', () => {
  beforeEach(() => {
    mockIsBrowser = true;
    window.localStorage.clear();
  });

  it('is the language in the address (?language=), before the stored choice', () => {
    window.localStorage.setItem(STORAGE_KEY, 'python');
    renderGuide('/guides/auth/passwords?language=dart');
    expect(shown()).toBe('dart');
  });

  it('is the stored choice when the address names none, and none when the reader never chose', () => {
    window.localStorage.setItem(STORAGE_KEY, 'kotlin');
    const {unmount} = renderGuide('/guides/auth/passwords');
    expect(shown()).toBe('kotlin');
    unmount();
    window.localStorage.clear();
    renderGuide('/guides/auth/passwords');
    expect(shown()).toBe('none');
  });

  it('follows a tab picked on the page', () => {
    window.localStorage.setItem(STORAGE_KEY, 'python');
    renderGuide('/guides/storage/uploads?language=dart');
    act(() => screen.getByRole('button', {name: 'swift'}).click());
    expect(shown()).toBe('swift');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('swift');
  });

  it('follows a choice made in another browser tab of the site (a storage event)', () => {
    window.localStorage.setItem(STORAGE_KEY, 'python');
    renderGuide('/guides/database/tables');
    expect(shown()).toBe('python');
    act(() => storeChoice('csharp'));
    expect(shown()).toBe('csharp');
  });

  it('is none on the server and while the page hydrates, whatever the address or the stored choice', () => {
    window.localStorage.setItem(STORAGE_KEY, 'python');
    mockIsBrowser = false;
    const page = (
      <MemoryRouter initialEntries={['/guides/auth/passwords?language=dart']}>
        <Chosen />
      </MemoryRouter>
    );
    expect(renderToString(page)).toBe('<output>none</output>');
    render(page);
    expect(shown()).toBe('none');
  });
});
