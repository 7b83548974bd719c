import React from 'react';
import {fireEvent, screen, within} from '@testing-library/react';
import VersionSwitcher from '..';
import {CLIENT_LIBRARIES} from '@site/src/data/references';
import {renderAt} from '@site/test/render';
import {versionChoices} from '@site/src/features/reference/utils/versionSwitch';

// Which versions have which sections comes from the route config: test/fixtures/generated/routes.js.

const versioned = CLIENT_LIBRARIES.filter((r) => r.versions.length > 1);
// The rules below are shown on JavaScript as the spec gives it (v2, v1), whatever versions have been cut since.
const js = {...CLIENT_LIBRARIES.find((r) => r.slug === 'javascript')!, versions: ['v2', 'v1']};

describe('VersionSwitcher', () => {
  it('covers the libraries of the spec with versions', () => {
    expect(versioned.map((r) => r.slug)).toEqual(
      expect.arrayContaining(['javascript', 'dart', 'swift', 'csharp', 'kotlin']),
    );
  });

  it.each(versioned.map((r) => [r.title, r] as const))(
    '%s: labels, heading, Latest badge and target URLs from each version',
    (_title, ref) => {
      for (const current of ref.versions) {
        const {unmount} = renderAt(<VersionSwitcher reference={ref} currentVersion={current} />);
        const button = screen.getByRole('button', {name: new RegExp(`Version ${current.slice(1)}\\.0`)});
        fireEvent.click(button);
        const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
        expect(within(panel).getByText('Stable releases')).toBeInTheDocument();
        const links = within(panel).getAllByRole('link');
        const [latest, older] = ref.versions;
        expect(links[0]).toHaveAttribute('href', `/reference/${ref.slug}/start`);
        expect(links[0]).toHaveTextContent(`Version ${latest.slice(1)}.0`);
        expect(links[0]).toHaveTextContent('Latest');
        expect(links[1]).toHaveAttribute('href', `/reference/${ref.slug}/${older}/start`);
        expect(links[1]).toHaveTextContent(`Version ${older.slice(1)}.0`);
        expect(links[1]).not.toHaveTextContent('Latest');
        const currentLink = links.find((l) => l.getAttribute('aria-current') === 'true');
        expect(currentLink).toHaveAttribute('data-version', current);
        unmount();
      }
    },
  );

  it('opens with the keyboard and closes with Escape', () => {
    renderAt(<VersionSwitcher reference={js} currentVersion="v2" />);
    const button = screen.getByRole('button', {name: /Version 2\.0/});
    fireEvent.keyDown(button, {key: 'ArrowDown'});
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document.activeElement!, {key: 'Escape'});
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(button);
  });
});

describe('versionChoices', () => {
  it('offers the same section in another version only where that version has it', () => {
    const has = (version: string, slug: string) => !(version === 'v1' && slug === 'typescript-support');
    expect(versionChoices(js, 'v2', 'select', has)[1]).toMatchObject({
      version: 'v1',
      href: '/reference/javascript/v1/start',
      sectionHref: '/reference/javascript/v1/select',
    });
    expect(versionChoices(js, 'v2', 'typescript-support', has)[1].sectionHref).toBeUndefined();
    expect(versionChoices(js, 'v1', 'select', has)[0]).toMatchObject({
      version: 'v2',
      href: '/reference/javascript/start',
      sectionHref: '/reference/javascript/select',
    });
    expect(versionChoices(js, 'v2', 'select', has)[0].sectionHref).toBeUndefined();
  });
});
