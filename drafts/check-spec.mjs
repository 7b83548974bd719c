// Temporary checker for draft spec documents: node drafts/check-spec.mjs path/to/_spec.yml [menuId]
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
const file = process.argv[2];
const menuId = process.argv[3];
const sectionsFile = process.argv[4] ?? 'client-libraries';
const sections = JSON.parse(fs.readFileSync(new URL(`../reference/_common/${sectionsFile}.json`, import.meta.url), 'utf8'));
const known = new Map();
(function walk(items) { for (const it of items) { if (it.type !== 'category') known.set(it.id, it); if (it.items) walk(it.items); } })(sections);
const doc = YAML.parse(fs.readFileSync(file, 'utf8'));
const errors = [];
if (!doc?.info?.language) errors.push('info.language missing');
const seen = new Set();
for (const [i, f] of (doc.functions ?? []).entries()) {
  const where = `functions[${i}] (${f.id})`;
  if (!f.id) errors.push(`${where}: id missing`);
  else if (!known.has(f.id)) errors.push(`${where}: id not in reference/_common/client-libraries.json`);
  else if (known.get(f.id).type === 'markdown' || known.get(f.id).type === 'category') errors.push(`${where}: id is a ${known.get(f.id).type} section, not a function`);
  else if (menuId && (known.get(f.id).excludes ?? []).includes(menuId)) errors.push(`${where}: excluded for ${menuId}`);
  if (seen.has(f.id)) errors.push(`${where}: duplicate id`); seen.add(f.id);
  if (!f.description) errors.push(`${where}: description missing`);
  if (/<[a-z]/i.test(f.description ?? '')) errors.push(`${where}: raw HTML in description`);
  if (!Array.isArray(f.examples) || f.examples.length === 0) errors.push(`${where}: no examples`);
  for (const [j, e] of (f.examples ?? []).entries()) { if (!e.name) errors.push(`${where}.examples[${j}]: name missing`); if (!e.code) errors.push(`${where}.examples[${j}]: code missing`); }
  (function params(ps, at) { for (const [k, p] of (ps ?? []).entries()) { if (!p.name) errors.push(`${at}[${k}]: name missing`); if (!p.type) errors.push(`${at}[${k}] (${p.name}): type missing`); params(p.params, `${at}[${k}].params`); } })(f.params, `${where}.params`);
}
const dir = path.dirname(file);
const mdDir = path.join(dir, '_sections');
const mds = fs.existsSync(mdDir) ? fs.readdirSync(mdDir) : [];
console.log(`${(doc.functions ?? []).length} functions; markdown sections: ${mds.join(', ') || 'none'}`);
const missingIds = [...known.values()].filter((s) => !['markdown', 'category'].includes(s.type) && !seen.has(s.id) && !(menuId && (s.excludes ?? []).includes(menuId))).map((s) => s.id);
console.log('function ids of the common sections not in this spec (fine if the library lacks them):', missingIds.join(', '));
for (const e of errors) console.log('✗ ' + e);
console.log(errors.length ? `${errors.length} errors` : 'OK');
process.exitCode = errors.length ? 1 : 0;
