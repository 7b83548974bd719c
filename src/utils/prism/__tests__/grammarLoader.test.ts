import {GRAMMARS, type GrammarId} from '../grammars';
import {grammarLoader, type GrammarFiles} from '../grammarLoader';

/** A loader per grammar that resolves only when the test says so, recording when each file was requested. */
function controlledFiles() {
  const requested: GrammarId[] = [];
  const release = new Map<GrammarId, (ok: boolean) => void>();
  const files = Object.fromEntries(
    (Object.keys(GRAMMARS) as GrammarId[]).map((id) => [
      id,
      () =>
        new Promise<void>((resolve, reject) => {
          requested.push(id);
          release.set(id, (ok) => (ok ? resolve() : reject(new Error(`chunk ${id} failed`))));
        }),
    ]),
  ) as unknown as GrammarFiles;
  const tick = () => new Promise((r) => setTimeout(r, 0));
  /** Lets the file of `id` load (or fail), once the loader has asked for it. */
  const settle = async (id: GrammarId, ok = true) => {
    for (let i = 0; i < 10 && !release.has(id); i++) await tick();
    release.get(id)!(ok);
    release.delete(id);
    await tick();
  };
  return {files, requested, settle};
}

describe('grammarLoader', () => {
  it('requests tsx only once jsx is registered, even when typescript was already loaded and jsx is slow', async () => {
    const {files, requested, settle} = controlledFiles();
    const load = grammarLoader(files);
    const jsx = load('jsx');
    const ts = load('ts');
    await settle('markup');
    await settle('clike');
    await settle('javascript');
    await settle('typescript');
    await ts;
    const tsx = load('tsx');
    await new Promise((r) => setTimeout(r, 0));
    // The slow jsx chunk is still on its way: tsx (which extends jsx) must wait for it.
    expect(requested).not.toContain('tsx');
    await settle('jsx');
    await jsx;
    expect(requested).toContain('tsx');
    await settle('tsx');
    await expect(tsx).resolves.toBeUndefined();
    expect(requested.filter((id) => id === 'javascript')).toHaveLength(1);
  });

  it('loads each file after every grammar it requires, in whatever order the languages are asked for', async () => {
    const order: GrammarId[] = [];
    const files = Object.fromEntries(
      (Object.keys(GRAMMARS) as GrammarId[]).map((id) => [
        id,
        // The longer a grammar's name, the slower its chunk: completions come back out of request order.
        () => new Promise<void>((r) => setTimeout(() => (order.push(id), r()), id.length)),
      ]),
    ) as unknown as GrammarFiles;
    const load = grammarLoader(files);
    await Promise.all(['tsx', 'php', 'jsx', 'ts', 'kotlin', 'html'].map(load));
    for (const id of order) {
      for (const dep of GRAMMARS[id].requires) expect(order.indexOf(dep as GrammarId)).toBeLessThan(order.indexOf(id));
    }
    expect(new Set(order).size).toBe(order.length);
  });

  it('forgets a failed chunk, so that the next request tries again', async () => {
    const {files, requested, settle} = controlledFiles();
    const load = grammarLoader(files);
    const first = load('sql');
    await settle('sql', false);
    await expect(first).rejects.toThrow('chunk sql failed');
    const second = load('sql');
    await settle('sql');
    await expect(second).resolves.toBeUndefined();
    expect(requested).toEqual(['sql', 'sql']);
  });

  it('resolves at once for a language shown as plain text', async () => {
    const {files, requested} = controlledFiles();
    await expect(grammarLoader(files)('text')).resolves.toBeUndefined();
    expect(requested).toEqual([]);
  });

  it("registers Prism's real tsx grammar without error when the jsx chunk arrives late", async () => {
    const Prism = (await import('../prism')).default;
    const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const real =
      (id: GrammarId, ms = 0) =>
      async () => {
        await delay(ms);
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require(`prismjs/components/prism-${id}`);
      };
    const files = Object.fromEntries(
      (Object.keys(GRAMMARS) as GrammarId[]).map((id) => [id, real(id, id === 'jsx' ? 80 : 0)]),
    ) as unknown as GrammarFiles;
    const load = grammarLoader(files);
    const jsx = load('jsx');
    await load('typescript');
    await Promise.all([load('tsx'), jsx]);
    expect(Prism.languages.tsx).toBeDefined();
    expect(Prism.tokenize('const a = <div>{b}</div>;', Prism.languages.tsx).length).toBeGreaterThan(3);
  });
});
