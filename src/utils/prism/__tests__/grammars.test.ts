import fs from 'node:fs';
import path from 'node:path';
import {GRAMMARS, type GrammarId} from '../grammars';

const components = (
  JSON.parse(fs.readFileSync(require.resolve('prismjs/components.json'), 'utf8')) as {
    languages: Record<string, {require?: string | string[]; alias?: string | string[]; modify?: string | string[]}>;
  }
).languages;
const list = (x: string | string[] | undefined) => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

describe('the grammar table', () => {
  it.each(Object.keys(GRAMMARS))("%s: Prism's required components and aliases", (id) => {
    const def = GRAMMARS[id as GrammarId];
    const prism = components[id];
    expect(prism).toBeDefined();
    for (const dep of list(prism.require)) expect(def.requires).toContain(dep);
    // A grammar that changes another (JavaScript adds itself to markup's <script>) is registered after it.
    for (const other of list(prism.modify)) if (other in GRAMMARS) expect(def.requires).toContain(other);
    expect([...def.aliases].sort()).toEqual(list(prism.alias).sort());
  });

  it('allGrammars.ts registers every grammar of the table, each after the ones it needs', () => {
    const source = fs.readFileSync(path.join(__dirname, '..', 'allGrammars.ts'), 'utf8');
    const order = [...source.matchAll(/prismjs\/components\/prism-([a-z-]+)'/g)].map((m) => m[1]);
    expect([...order].sort()).toEqual(Object.keys(GRAMMARS).sort());
    for (const id of order) {
      for (const dep of GRAMMARS[id as GrammarId].requires) expect(order.indexOf(dep)).toBeLessThan(order.indexOf(id));
    }
  });
});
