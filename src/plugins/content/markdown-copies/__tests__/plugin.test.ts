import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {GUIDE_AREA_INFO, guidesFromDocsContent} from '../index';
import {guideComponents} from '../guideComponents';
import {guideToMarkdown} from '../guideMarkdown';

describe('guidesFromDocsContent', () => {
  it('reads each listed guide of the docs plugin from its source file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copies-'));
    fs.mkdirSync(path.join(dir, 'docs/auth'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'docs/auth/passwords.mdx'), 'Body');
    const doc = (permalink: string, extra: object = {}) => ({
      permalink,
      title: 'Passwords',
      description: '',
      source: '@site/docs/auth/passwords.mdx',
      unlisted: false,
      draft: false,
      ...extra,
    });
    const content = {
      loadedVersions: [{docs: [doc('/guides/auth/passwords'), doc('/guides/hidden', {unlisted: true})]}],
    } as unknown as LoadedContent;
    expect(guidesFromDocsContent(content, dir)).toEqual([
      {permalink: '/guides/auth/passwords', title: 'Passwords', description: undefined, source: 'Body'},
    ]);
    expect(guidesFromDocsContent(undefined, dir)).toEqual([]);
  });
});

describe('the guide areas and components of this site', () => {
  it('groups guides by every area that has pages under /guides/', () => {
    expect(GUIDE_AREA_INFO.map((a) => a.pathSegment)).toEqual(
      expect.arrayContaining(['getting-started', 'auth', 'database', 'analytics']),
    );
    expect(GUIDE_AREA_INFO.find((a) => a.pathSegment === 'auth')!.sectionName).toBe('Auth');
  });

  it('renders the data components from their data modules', () => {
    const components = guideComponents('https://docs.example.com/');
    const md = guideToMarkdown(
      '<AuthRateLimitsTable />\n\nPaused after <FreeTierPausePeriod />.\n\n<ExtensionCatalogue />\n\n<LogFieldReference />',
      {title: 'T', components},
    );
    expect(md).toMatch(/\| Item \| Limit \|\n\| --- \| --- \|\n\| Built-in e-mail sending \| 3 per hour \|/);
    expect(md).toContain('Paused after 1 week.');
    expect(md).toMatch(/\| \[pg_cron\]\(https:\/\/docs\.example\.com\/guides\/database\/extensions\/pg_cron\) \|/);
    expect(md).toMatch(/\*\*API Edge\*\* \(`edge_logs`\)/);
    expect(md).not.toMatch(/<[A-Z]/);
  });
});
