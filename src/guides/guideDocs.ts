/** Node-only: finds the page file of a /guides/ route (used by sidebars.ts and the content checks). */
import fs from 'node:fs';
import path from 'node:path';
import {pathSegments} from '../utils/paths';

const DOCS_DIR = path.resolve(__dirname, '..', '..', 'docs');

/** The doc id of a /guides/ route: docs/<p>.mdx → <p>, docs/<p>/index.mdx → <p>/index. */
export function guideDocId(href: string, docsDir: string = DOCS_DIR): string | undefined {
  const [root, ...rest] = pathSegments(href);
  if (root !== 'guides' || rest.length === 0) return undefined;
  const rel = rest.join('/');
  for (const ext of ['.mdx', '.md']) {
    if (fs.existsSync(path.join(docsDir, rel + ext))) return rel;
    if (fs.existsSync(path.join(docsDir, rel, 'index' + ext))) return `${rel}/index`;
  }
  return undefined;
}
