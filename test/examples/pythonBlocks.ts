/**
 * Finds the Python code of the docs and of the Python reference, and checks it in one python3 process:
 * every block must parse, and option dictionaries passed to known supabase-py calls may only use the keys
 * (and literal values) the library reads (allow-lists in ./pythonOptionKeys).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {type CallSpec, type DictShape, type KeySpec, PYTHON_CALL_SPECS} from './pythonOptionKeys';

export interface PythonBlock {
  /** Where the block is: `file:line` or `file#function-id/example name`. */
  readonly where: string;
  readonly code: string;
}

export interface PythonProblem {
  readonly where: string;
  readonly message: string;
}

const PYTHON_LANGS = new Set(['python', 'py', 'python3', 'py3']);
const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)[^\n]*$/;

/** Fenced blocks whose info string starts with a Python language, with the fence's indentation removed. */
export function pythonFencesOf(markdown: string, file: string, firstLine = 1): PythonBlock[] {
  const lines = markdown.split('\n');
  const blocks: PythonBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = lines[j].trim();
      if (close.startsWith(fence[0].repeat(fence.length)) && /^[`~]+$/.test(close)) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    if (PYTHON_LANGS.has(lang.toLowerCase())) blocks.push({where: `${file}:${firstLine + i}`, code: body.join('\n')});
    i = j;
  }
  return blocks;
}

function walkMarkdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) return walkMarkdownFiles(abs);
    return /\.mdx?$/.test(e.name) ? [abs] : [];
  });
}

/** Every python/py block of the guides in docs/. */
export function docsPythonBlocks(root: string): PythonBlock[] {
  return walkMarkdownFiles(path.join(root, 'docs')).flatMap((abs) =>
    pythonFencesOf(fs.readFileSync(abs, 'utf8'), path.relative(root, abs)),
  );
}

interface SpecExample {
  name?: string;
  description?: string;
  code?: string;
  notes?: string;
}
interface SpecFunction {
  id: string;
  description?: string;
  notes?: string;
  examples?: SpecExample[];
}

/** Every example of a Python spec document, plus the python blocks of its descriptions and notes and of its markdown sections. */
export function referencePythonBlocks(root: string, referenceDir = 'reference/python'): PythonBlock[] {
  const specFile = path.join(referenceDir, '_spec.yml');
  const spec = YAML.parse(fs.readFileSync(path.join(root, specFile), 'utf8')) as {functions: SpecFunction[]};
  const blocks: PythonBlock[] = [];
  for (const fn of spec.functions) {
    const at = `${specFile}#${fn.id}`;
    blocks.push(
      ...pythonFencesOf(fn.description ?? '', `${at} description`),
      ...pythonFencesOf(fn.notes ?? '', `${at} notes`),
    );
    for (const ex of fn.examples ?? []) {
      if (ex.code !== undefined) blocks.push({where: `${at} / ${ex.name}`, code: ex.code});
      blocks.push(
        ...pythonFencesOf(ex.description ?? '', `${at} / ${ex.name} description`),
        ...pythonFencesOf(ex.notes ?? '', `${at} / ${ex.name} notes`),
      );
    }
  }
  const sectionsDir = path.join(root, referenceDir, '_sections');
  for (const name of fs.readdirSync(sectionsDir).filter((n) => n.endsWith('.md'))) {
    blocks.push(
      ...pythonFencesOf(
        fs.readFileSync(path.join(sectionsDir, name), 'utf8'),
        path.join(referenceDir, '_sections', name),
      ),
    );
  }
  return blocks;
}

/** What the python3 worker reports of one dictionary literal. */
interface DictEntry {
  key: string | null;
  str?: string;
  dict?: DictEntry[];
}
interface CallReport {
  chain: string[];
  line: number;
  dicts: {position?: number; keyword?: string; entries: DictEntry[]}[];
  keywords: string[];
}
type BlockReport = {syntaxError: string; line: number} | {calls: CallReport[]};

// Snippets are read like notebook cells, so a top-level `await` is allowed (async client examples).
const WORKER = String.raw`
import ast, json, sys

methods = set(json.loads(sys.stdin.readline()))
blocks = json.loads(sys.stdin.read())
FLAGS = ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT

def chain_of(node):
    names = []
    while True:
        if isinstance(node, ast.Attribute):
            names.append(node.attr); node = node.value
        elif isinstance(node, ast.Call):
            node = node.func
        elif isinstance(node, ast.Subscript):
            node = node.value
        elif isinstance(node, ast.Await):
            node = node.value
        elif isinstance(node, ast.Name):
            names.append(node.id); break
        else:
            break
    return list(reversed(names))

def entries_of(d):
    out = []
    for k, v in zip(d.keys, d.values):
        entry = {"key": k.value if isinstance(k, ast.Constant) and isinstance(k.value, str) else None}
        if isinstance(v, ast.Constant) and isinstance(v.value, str):
            entry["str"] = v.value
        if isinstance(v, ast.Dict):
            entry["dict"] = entries_of(v)
        out.append(entry)
    return out

reports = []
for code in blocks:
    try:
        tree = compile(code, "<block>", "exec", FLAGS)
    except SyntaxError as e:
        reports.append({"syntaxError": e.msg, "line": e.lineno or 0})
        continue
    calls = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        chain = chain_of(node.func)
        if not chain or chain[-1] not in methods:
            continue
        dicts = [{"position": i, "entries": entries_of(a)} for i, a in enumerate(node.args) if isinstance(a, ast.Dict)]
        dicts += [{"keyword": k.arg, "entries": entries_of(k.value)} for k in node.keywords if k.arg and isinstance(k.value, ast.Dict)]
        calls.append({"chain": chain, "line": node.lineno, "dicts": dicts, "keywords": [k.arg for k in node.keywords if k.arg]})
    reports.append({"calls": calls})
json.dump(reports, sys.stdout)
`;

function runWorker(blocks: readonly PythonBlock[], methods: readonly string[]): BlockReport[] {
  const result = spawnSync('python3', ['-c', WORKER], {
    input: `${JSON.stringify(methods)}\n${JSON.stringify(blocks.map((b) => b.code))}`,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`python3 failed: ${result.error?.message ?? result.stderr}`);
  return JSON.parse(result.stdout) as BlockReport[];
}

function checkEntries(entries: readonly DictEntry[], shape: DictShape, label: string): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    if (entry.key === null) continue;
    const spec: KeySpec | undefined = Object.prototype.hasOwnProperty.call(shape, entry.key)
      ? shape[entry.key]
      : undefined;
    if (spec === undefined) {
      problems.push(`${label}: unknown key "${entry.key}" (known: ${Object.keys(shape).join(', ')})`);
    } else if (Array.isArray(spec)) {
      if (entry.str !== undefined && !spec.includes(entry.str))
        problems.push(`${label}["${entry.key}"]: "${entry.str}" is not one of ${spec.join(', ')}`);
    } else if (spec !== true && entry.dict) {
      problems.push(...checkEntries(entry.dict, spec as DictShape, `${label}["${entry.key}"]`));
    }
  }
  return problems;
}

function checkCall(call: CallReport, spec: CallSpec): string[] {
  const problems: string[] = [];
  const name = call.chain.join('.');
  for (const d of call.dicts) {
    const arg = spec.dicts?.find((a) =>
      d.position !== undefined ? a.position === d.position : a.keyword === d.keyword,
    );
    if (arg)
      problems.push(
        ...checkEntries(d.entries, arg.shape, `${name}(${d.keyword ?? `argument ${(d.position ?? 0) + 1}`})`),
      );
  }
  if (spec.keywords) {
    for (const kw of call.keywords)
      if (!spec.keywords.includes(kw)) problems.push(`${name}(): unknown keyword argument "${kw}"`);
  }
  return problems;
}

/** Parses every block in one python3 process and returns what fails: syntax errors and unknown option keys or values. */
export function checkPythonBlocks(
  blocks: readonly PythonBlock[],
  specs: readonly CallSpec[] = PYTHON_CALL_SPECS,
): PythonProblem[] {
  const reports = runWorker(blocks, [...new Set(specs.map((s) => s.method))]);
  const problems: PythonProblem[] = [];
  reports.forEach((report, i) => {
    const where = blocks[i].where;
    if ('syntaxError' in report) {
      problems.push({where, message: `does not parse (line ${report.line} of the block): ${report.syntaxError}`});
      return;
    }
    for (const call of report.calls) {
      const spec = specs.find(
        (s) => s.method === call.chain[call.chain.length - 1] && (!s.via || call.chain.includes(s.via)),
      );
      if (!spec) continue;
      for (const message of checkCall(call, spec))
        problems.push({where, message: `line ${call.line} of the block: ${message}`});
    }
  });
  return problems;
}
