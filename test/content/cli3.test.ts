/**
 * @jest-environment node
 *
 * Rules of Supabase CLI 3.x that guide pages must follow (the pinned binary is 3.1.0):
 * - `[inbucket]` is gone from config.toml: `[local_smtp]` configures the local email server (Mailpit), and a
 *   config that still has `[inbucket]` stops every command.
 * - `--project-ref` is deprecated on every command but `supabase link` (the binary's help no longer lists it there):
 *   a guide names it only with `link` or to say it is deprecated; `--remote=<project-ref>` targets another project.
 * - A command that changes a hosted project asks for confirmation; a CI job has no terminal, so its recipe must
 *   pass `--yes` (or export SUPABASE_YES in the job's environment), or the step changes nothing.
 */
import path from 'node:path';
import {readGuidePages} from '../../src/guides/content';

const pages = readGuidePages(path.resolve(__dirname, '../../docs'));

interface Block {
  readonly file: string;
  readonly lang: string;
  readonly meta: string;
  readonly code: string;
}

function codeBlocks(): Block[] {
  const out: Block[] = [];
  for (const page of pages) {
    for (const m of page.body.matchAll(/^```(\w*)([^\n]*)\n([\s\S]*?)^```/gm)) {
      out.push({file: page.file, lang: m[1], meta: m[2], code: m[3]});
    }
  }
  return out;
}
const blocks = codeBlocks();

/** Remote-only commands that change the hosted project or branch they target. */
const HOSTED_CHANGES =
  /supabase\s+(functions\s+deploy|functions\s+delete|secrets\s+(set|unset)|config\s+push|branches\s+(create|update|delete|pause|unpause))\b/;
/** Database commands change a hosted database only with --remote (they act on the local one by default). */
const REMOTE_DB_CHANGES = /supabase\s+(db\s+(push|pull|reset)|migration\s+(repair|up|squash))\b[^\n]*--remote/;

/** A CI definition: a GitHub Actions job, or a GitLab / Bitbucket pipeline file. */
function isCiRecipe(block: Block): boolean {
  return (
    /^ya?ml$/.test(block.lang) &&
    (/runs-on:/.test(block.code) || /\.gitlab-ci\.yml|bitbucket-pipelines\.yml|\.github\/workflows\//.test(block.meta))
  );
}

describe('guides follow the Supabase CLI 3.x rules', () => {
  it('no page recommends the deprecated --project-ref outside `supabase link`', () => {
    const offenders: string[] = [];
    for (const page of pages) {
      for (const line of page.body.split('\n')) {
        const uses = line.match(/--project-ref/g)?.length ?? 0;
        const allowed =
          (line.match(/supabase link[^\n`]*--project-ref/g)?.length ?? 0) + (/deprecated/i.test(line) ? uses : 0);
        if (uses > allowed) offenders.push(`${page.file}: ${line.trim().slice(0, 120)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('no page configures the removed [inbucket] table', () => {
    const offenders = blocks.filter((b) => b.lang === 'toml' && /^\s*\[inbucket\]/m.test(b.code)).map((b) => b.file);
    expect(offenders).toEqual([]);
  });

  it('finds the CI recipes it checks', () => {
    expect(blocks.filter(isCiRecipe).length).toBeGreaterThan(10);
  });

  it('every CI step that changes a hosted project confirms with --yes', () => {
    const offenders: string[] = [];
    for (const block of blocks.filter(isCiRecipe)) {
      if (/SUPABASE_YES:\s*['"]?(true|1)/.test(block.code)) continue;
      for (const line of block.code.split('\n')) {
        if ((HOSTED_CHANGES.test(line) || REMOTE_DB_CHANGES.test(line)) && !/--(yes|dry-run)\b/.test(line)) {
          offenders.push(`${block.file}: ${line.trim()}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the rule sees a missing --yes', () => {
    const line = 'run: supabase functions deploy --remote="$PROJECT_REF"';
    expect(HOSTED_CHANGES.test(line) && !/--yes\b/.test(line)).toBe(true);
    expect(REMOTE_DB_CHANGES.test('run: supabase db push --remote')).toBe(true);
    expect(REMOTE_DB_CHANGES.test('run: supabase db push')).toBe(false);
  });
});
