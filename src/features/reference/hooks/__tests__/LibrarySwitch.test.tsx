import React from 'react';
import {act, screen} from '@testing-library/react';
import {renderAt} from '@site/test/render';
import TopMenuLink from '@site/src/components/TopBar/TopMenuLink';
import {TOP_MENU, topMenuLinks} from '@site/src/data/topMenu';
import {referenceNavStore} from '@site/src/features/reference/hooks/referenceNavStore';
import {twinsStore} from '../twinsStore';

const reference = TOP_MENU.find((i) => i.label === 'Reference')!;
const link = (label: string) => topMenuLinks(reference).find((l) => l.label === label)!;

function renderLinks() {
  return renderAt(
    <ul>
      {['Kotlin', 'Python', 'JavaScript', 'CLI Commands'].map((label) => (
        <li key={label}>
          <TopMenuLink link={link(label)} />
        </li>
      ))}
    </ul>,
  );
}

describe('library switch (top menu client-library links)', () => {
  afterEach(() => {
    act(() => {
      referenceNavStore.reset();
      twinsStore.reset();
    });
  });

  it('keeps the contract links outside a library section', () => {
    renderLinks();
    expect(screen.getByRole('link', {name: /Kotlin/})).toHaveAttribute('href', '/reference/kotlin/introduction');
    expect(screen.getByRole('link', {name: /Python/})).toHaveAttribute('href', '/reference/python/introduction');
  });

  it('from a section, leads to the twin section, else to the start page; own library and CLI unchanged', () => {
    renderLinks();
    act(() => {
      twinsStore.set(new Map([['/reference/javascript/select', ['kotlin']]]));
      referenceNavStore.set({
        menuId: 'reference_javascript_v2',
        basePath: '/reference/javascript',
        activeSlug: 'select',
      });
    });
    expect(screen.getByRole('link', {name: /Kotlin/})).toHaveAttribute('href', '/reference/kotlin/select');
    expect(screen.getByRole('link', {name: /Python/})).toHaveAttribute('href', '/reference/python/start');
    expect(screen.getByRole('link', {name: /JavaScript/})).toHaveAttribute(
      'href',
      '/reference/javascript/introduction',
    );
    expect(screen.getByRole('link', {name: /CLI Commands/})).toHaveAttribute('href', '/reference/cli/introduction');
  });

  it('follows the section in view of an older version', () => {
    renderLinks();
    act(() => {
      twinsStore.set(new Map([['/reference/javascript/v1/insert', ['python', 'kotlin']]]));
      referenceNavStore.set({
        menuId: 'reference_javascript_v1',
        basePath: '/reference/javascript/v1',
        activeSlug: 'insert',
      });
    });
    expect(screen.getByRole('link', {name: /Kotlin/})).toHaveAttribute('href', '/reference/kotlin/insert');
    expect(screen.getByRole('link', {name: /Python/})).toHaveAttribute('href', '/reference/python/insert');
  });
});
