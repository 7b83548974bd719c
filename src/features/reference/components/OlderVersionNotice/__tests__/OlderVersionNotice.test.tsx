import React from 'react';
import {screen} from '@testing-library/react';
import OlderVersionNotice from '..';
import {CLIENT_LIBRARIES, findReferenceBySlug, type ReferenceDef} from '@site/src/data/references';
import {renderAt} from '@site/test/render';

const js = findReferenceBySlug('javascript') as ReferenceDef;

describe('OlderVersionNotice', () => {
  it('names the library, its package and the version, and links to the latest start page', () => {
    renderAt(<OlderVersionNotice reference={js} version="v1" />, '/reference/javascript/v1/start');
    const note = screen.getByRole('note', {name: 'Older version'});
    expect(note).toHaveTextContent('You are reading Version 1.0 of the JavaScript reference (supabase-js)');
    expect(screen.getByRole('link', {name: `Go to Version ${js.versions[0].slice(1)}.0`})).toHaveAttribute(
      'href',
      '/reference/javascript/start',
    );
  });

  it.each(CLIENT_LIBRARIES.filter((r) => r.versions.length > 1).map((r) => [r.title, r] as const))(
    '%s: every older version links to its latest start page',
    (_t, ref) => {
      for (const older of ref.versions.slice(1)) {
        const {unmount} = renderAt(<OlderVersionNotice reference={ref} version={older} />);
        expect(screen.getByRole('link', {name: /^Go to Version/})).toHaveAttribute(
          'href',
          `/reference/${ref.slug}/start`,
        );
        unmount();
      }
    },
  );

  it('shows nothing on the latest version', () => {
    const {container} = renderAt(<OlderVersionNotice reference={js} version={js.versions[0]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
