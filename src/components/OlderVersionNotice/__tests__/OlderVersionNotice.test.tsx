import React from 'react';
import {act, screen} from '@testing-library/react';
import OlderVersionNotice from '..';
import {findReferenceBySlug, type ReferenceDef} from '@site/src/data/references';
import {referenceNavStore} from '@site/src/hooks/referenceNavStore';
import {renderAt} from '@site/test/render';

jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useVersions: () => [
    {name: 'current', isLast: true, docs: [{id: 'generated/select', path: '/reference/javascript/select'}]},
    {name: 'v1', isLast: false, docs: [{id: 'generated/select', path: '/reference/javascript/v1/select'}, {id: 'generated/auth-signin', path: '/reference/javascript/v1/auth-signin'}]},
  ],
}));

const js = findReferenceBySlug('javascript') as ReferenceDef;
const latestLabel = `Version ${js.versions[0].slice(1)}.0`;

afterEach(() => act(() => referenceNavStore.reset()));

describe('OlderVersionNotice', () => {
  it('names the library, its package and the version, and links to the latest start page', () => {
    renderAt(<OlderVersionNotice reference={js} version="v1" />, '/reference/javascript/v1/start');
    const note = screen.getByRole('note', {name: 'Older version'});
    expect(note).toHaveTextContent('You are reading Version 1.0 of the JavaScript reference (supabase-js)');
    expect(screen.getByRole('link', {name: `Go to ${latestLabel}`})).toHaveAttribute('href', '/reference/javascript/start');
  });

  it('follows the section in view to the same section of the latest version', () => {
    renderAt(<OlderVersionNotice reference={js} version="v1" />, '/reference/javascript/v1/select');
    act(() => referenceNavStore.set({menuId: 'reference_javascript_v1', basePath: '/reference/javascript/v1', slugs: ['select', 'auth-signin'], activeSlug: 'select'}));
    expect(screen.getByRole('link', {name: `This section in ${latestLabel}`})).toHaveAttribute('href', '/reference/javascript/select');
    act(() => referenceNavStore.set({activeSlug: 'auth-signin'}));
    expect(screen.getByRole('link', {name: `Go to ${latestLabel}`})).toHaveAttribute('href', '/reference/javascript/start');
  });

  it('shows nothing on the latest version', () => {
    const {container} = renderAt(<OlderVersionNotice reference={js} version={js.versions[0]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
