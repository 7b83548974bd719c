// Temporary helper for draft guide pages (drafts/docs/**.mdx): compiles each file as MDX
// (with the directives and GFM Docusaurus uses), counts prose words outside code, and
// lists internal links that are not routes of ../shared/CONTENT-PLAN.md or allowed reference routes.
// Usage: node drafts/check-drafts.mjs drafts/docs/auth
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import YAML from 'yaml';

const plan = fs.readFileSync(new URL('../../shared/CONTENT-PLAN.md', import.meta.url), 'utf8');
const routes = new Set();
for (const m of plan.matchAll(/→\s*(\/guides\/[A-Za-z0-9_\-\/]+)/g)) routes.add(m[1]);
// prefix lists such as "(prefix /guides/getting-started/quickstarts/): Next.js → nextjs"
for (const line of plan.split('\n')) {
  const p = /prefix (\/guides\/[^\s)]+\/)/.exec(line);
  if (!p) continue;
  for (const m of line.matchAll(/→\s*([a-z0-9_\-]+)(?=[;\s]|$)/g)) routes.add(p[1] + m[1]);
}
for (const r of JSON.parse(fs.readFileSync(new URL('./routes.json', import.meta.url), 'utf8'))) routes.add(r);
for (const s of ['google','facebook','apple','azure','twitter','github','gitlab','bitbucket','discord','figma','kakao','keycloak','linkedin','notion','slack','spotify','twitch','workos','zoom']) routes.add('/guides/auth/social-login/auth-' + s);
for (const s of ['messagebird','twilio','vonage','textlocal']) routes.add('/guides/auth/phone-login/' + s);
const sections = JSON.parse(fs.readFileSync(new URL('../reference/_common/client-libraries.json', import.meta.url), 'utf8'));
const v1Only = new Set(['sign-in','sign-in-with-provider','session','user','set-auth','auth-update','stream','remove-subscription','remove-all-subscriptions','get-subscriptions','upgrade-guide','release-notes']);
const jsSlugs = new Set();
(function walk(items) { for (const it of items) { if (it.slug && !v1Only.has(it.id)) jsSlugs.add(it.slug); if (it.items) walk(it.items); } })(sections);
const refLibs = ['javascript','dart','swift','python','csharp','kotlin','cli','api','self-hosting-auth','self-hosting-storage','self-hosting-realtime','self-hosting-analytics','self-hosting-functions'];

function allowed(href) {
  const clean = href.split('#')[0].split('?')[0].replace(/\/$/, '') || '/';
  if (clean === '/' || clean === '/contributing') return true;
  if (routes.has(clean)) return true;
  const r = /^\/reference\/([a-z\-]+)\/([a-z0-9\-]+)$/.exec(clean);
  if (r && refLibs.includes(r[1]) && (r[2] === 'introduction' || r[2] === 'start')) return true;
  if (r && r[1] === 'javascript' && jsSlugs.has(r[2])) return true;
  return false;
}

const target = process.argv[2] ?? 'drafts/docs';
const files = [];
(function walk(p) {
  if (fs.statSync(p).isDirectory()) for (const f of fs.readdirSync(p)) walk(path.join(p, f));
  else if (/\.mdx?$/.test(p)) files.push(p);
})(target);
let failed = 0;
for (const file of files.sort()) {
  const src = fs.readFileSync(file, 'utf8');
  const problems = [];
  try {
    await compile(src.replace(/^---\n[\s\S]*?\n---\n/, ''), {format: 'mdx', remarkPlugins: [remarkDirective, remarkGfm]});
  } catch (e) {
    problems.push('MDX: ' + String(e.message).split('\n')[0]);
  }
  if (!/^---\n(?:[\s\S]*?\n)?title: .+\n(?:[\s\S]*?\n)?---\n/.test(src)) problems.push('front matter with title missing');
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(src);
  if (fm) {
    try {
      const data = YAML.parse(fm[1]);
      if (typeof data?.title !== 'string' || typeof (data.description ?? '') !== 'string') problems.push('front matter: title and description must be strings (quote values that contain ": ")');
    } catch (e) {
      problems.push('front matter is not valid YAML (quote values that contain ": " or start with a special character): ' + String(e.message).split('\n')[0]);
    }
  }
  const body = src.replace(/^---[\s\S]*?---\n/, '').replace(/```[\s\S]*?```/g, ' ').replace(/^import .*$/gm, ' ').replace(/<[^>]+>/g, ' ');
  const words = (body.match(/[A-Za-z][A-Za-z'’\-]*/g) ?? []).length;
  if (words < 150) problems.push(`only ${words} prose words (min 150)`);
  if (/coming soon|lorem ipsum|to be written|placeholder/i.test(src) || /\bTODO\b|\bTBD\b/.test(src)) problems.push('placeholder phrase');
  for (const m of src.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"|to="(\/[^"]*)"/g)) {
    const href = m[1] ?? m[2] ?? m[3];
    if (!allowed(href)) problems.push('link not in the plan: ' + href);
  }
  if (problems.length) { failed++; console.log(`✗ ${file}\n   - ${problems.join('\n   - ')}`); }
  else console.log(`✓ ${file} (${words} words)`);
}
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
