/**
 * Builds the Management API spec document from the vendored OpenAPI document
 * (reference/api/openapi.json): one function per operation, with its method and
 * path, its parameters (path, query, header and request-body fields), the schema
 * of its success response and a generated curl example.
 *
 * Pure: no file access (see ./load.ts for that), so unit tests can feed it a tiny document.
 */
import type {SpecExample, SpecFunction, SpecParam, SpecResponse} from '../types';

type JsonSchema = {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly description?: string;
  readonly title?: string;
  readonly enum?: readonly unknown[];
  readonly default?: unknown;
  readonly example?: unknown;
  readonly nullable?: boolean;
  readonly deprecated?: boolean;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly additionalProperties?: boolean | JsonSchema;
  readonly oneOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly minimum?: number;
  readonly maximum?: number;
};

interface OpenApiParameter {
  readonly $ref?: string;
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly description?: string;
  readonly deprecated?: boolean;
  readonly schema?: JsonSchema;
  readonly example?: unknown;
}

interface MediaType {
  readonly schema?: JsonSchema;
}

interface OpenApiOperation {
  readonly operationId?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly deprecated?: boolean;
  readonly tags?: readonly string[];
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: {readonly required?: boolean; readonly content?: Readonly<Record<string, MediaType>>};
  readonly responses?: Readonly<
    Record<string, {readonly description?: string; readonly content?: Readonly<Record<string, MediaType>>}>
  >;
  readonly 'x-oauth-scope'?: string;
}

export interface OpenApiDocument {
  readonly openapi?: string;
  readonly info?: {readonly title?: string; readonly version?: string};
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly components?: {
    readonly schemas?: Readonly<Record<string, JsonSchema>>;
    readonly parameters?: Readonly<Record<string, OpenApiParameter>>;
  };
}

/** One operation of the document, in document order. */
export interface OperationInfo {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly tag?: string;
  readonly summary?: string;
  readonly deprecated: boolean;
  readonly operation: OpenApiOperation;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const API_BASE_URL = 'https://api.supabase.com';

/** How deep nested object fields are listed (top-level fields are depth 1); deeper objects show as `object`. */
const MAX_PARAM_DEPTH = 3;
const MAX_RESPONSE_DEPTH = 3;

export class OpenApiError extends Error {}

/** Every operation of the document, in document order (paths, then methods as written). */
export function listOperations(doc: OpenApiDocument): OperationInfo[] {
  const out: OperationInfo[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, value] of Object.entries(item ?? {})) {
      if (!(HTTP_METHODS as readonly string[]).includes(method)) continue;
      const own = value as OpenApiOperation;
      // Parameters declared on the path apply to each of its operations, unless the operation redeclares them.
      const shared = ((item as {parameters?: readonly OpenApiParameter[]}).parameters ?? []).filter(
        (p) => !(own.parameters ?? []).some((q) => q.name === p.name && q.in === p.in && !q.$ref && !p.$ref),
      );
      const operation: OpenApiOperation = shared.length
        ? {...own, parameters: [...shared, ...(own.parameters ?? [])]}
        : own;
      const id = operation.operationId;
      if (!id) throw new OpenApiError(`${method.toUpperCase()} ${path} has no operationId`);
      out.push({
        id,
        method: method.toUpperCase(),
        path,
        tag: operation.tags?.[0],
        summary: operation.summary,
        deprecated: operation.deprecated === true,
        operation,
      });
    }
  }
  return out;
}

/** The URL segment of an operation: its id, or the id made URL-safe when it is not (`v1-Delete hostname config`). */
export function operationSlug(id: string): string {
  if (/^[a-z0-9][a-z0-9_-]*$/.test(id)) return id;
  return id
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A menu label from an operation summary: without the `[Beta]` marker and the final period. */
export function operationTitle(op: Pick<OperationInfo, 'summary' | 'id'>): string {
  const text = (op.summary ?? op.id)
    .replace(/^\s*\[(beta|alpha)\]\s*/i, '')
    .replace(/\.\s*$/, '')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function resolver(doc: OpenApiDocument) {
  const lookup = (ref: string): unknown => {
    if (!ref.startsWith('#/')) throw new OpenApiError(`unsupported $ref "${ref}" (only local references are resolved)`);
    const target = ref
      .slice(2)
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
    if (target === undefined) throw new OpenApiError(`$ref "${ref}" points to nothing`);
    return target;
  };
  /** Follows `$ref`s to the schema they name; `seen` guards against a cycle. */
  const deref = <T extends {$ref?: string}>(node: T, seen: readonly string[] = []): T => {
    let current = node;
    const chain = [...seen];
    while (current && current.$ref) {
      if (chain.includes(current.$ref)) return {} as T;
      chain.push(current.$ref);
      current = lookup(current.$ref) as T;
    }
    return current;
  };
  return {deref};
}

type Deref = ReturnType<typeof resolver>['deref'];

function schemaTypes(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return [...s.type];
  return typeof s.type === 'string' ? [s.type] : [];
}

/** The variants of a `oneOf`/`anyOf`, dereferenced, with `allOf` merged. */
function variants(s: JsonSchema, deref: Deref): JsonSchema[] {
  return [...(s.oneOf ?? []), ...(s.anyOf ?? [])].map((v) => normalize(v, deref));
}

/** Dereferences a schema and merges an `allOf` into one object schema. */
function normalize(schema: JsonSchema | undefined, deref: Deref): JsonSchema {
  const s = deref(schema ?? {});
  if (!s.allOf) return s;
  const parts = s.allOf.map((p) => normalize(p, deref));
  const {allOf: _drop, ...rest} = s;
  return parts.reduce<JsonSchema>(
    (acc, p) => ({
      ...p,
      ...acc,
      properties: {...(p.properties ?? {}), ...(acc.properties ?? {})},
      required: [...(acc.required ?? []), ...(p.required ?? [])],
    }),
    rest,
  );
}

function isObjectSchema(s: JsonSchema): boolean {
  return schemaTypes(s).includes('object') || s.properties !== undefined;
}

/** A short type label: `string`, `integer`, `object`, `string[]`, `string | null`, `object | string`. */
function typeLabel(schema: JsonSchema | undefined, deref: Deref, depth = 0): string {
  const s = normalize(schema, deref);
  if (depth > 4) return 'object';
  const alts = variants(s, deref);
  let label: string;
  if (alts.length) {
    label = [...new Set(alts.map((v) => typeLabel(v, deref, depth + 1)))].join(' | ');
  } else {
    const types = schemaTypes(s).filter((t) => t !== 'null');
    const base = types.length ? types : [s.properties ? 'object' : s.items ? 'array' : s.enum ? 'string' : 'any'];
    label = base
      .map((t) => {
        if (t === 'array') {
          const inner = typeLabel(s.items, deref, depth + 1);
          return inner.includes(' ') ? `(${inner})[]` : `${inner}[]`;
        }
        return t;
      })
      .join(' | ');
  }
  if ((s.nullable || schemaTypes(s).includes('null')) && !label.split(' | ').includes('null')) label += ' | null';
  return label;
}

const code = (v: unknown) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;

/** Extra facts a description gains from the schema: allowed values, format, bounds, deprecation. */
function schemaFacts(s: JsonSchema, deref: Deref): string[] {
  const facts: string[] = [];
  const alts = variants(s, deref);
  const enumValues =
    s.enum ?? (alts.length && alts.every((a) => a.enum) ? alts.flatMap((a) => a.enum ?? []) : undefined);
  if (enumValues?.length) {
    const values = [...new Set(enumValues.filter((v) => v !== null))];
    facts.push(values.length === 1 ? `Value: ${code(values[0])}.` : `One of ${values.map(code).join(', ')}.`);
  }
  const itemEnum = s.items ? normalize(s.items, deref).enum : undefined;
  if (itemEnum?.length) facts.push(`Items: one of ${itemEnum.map(code).join(', ')}.`);
  if (s.format) facts.push(`Format: ${s.format}.`);
  if (s.minimum !== undefined && s.maximum !== undefined) facts.push(`From ${s.minimum} to ${s.maximum}.`);
  else if (s.minimum !== undefined) facts.push(`At least ${s.minimum}.`);
  else if (s.maximum !== undefined) facts.push(`At most ${s.maximum}.`);
  if (s.deprecated) facts.push('Deprecated.');
  return facts;
}

function describe(description: string | undefined, s: JsonSchema, deref: Deref): string | undefined {
  const own = (description ?? s.description ?? '').trim();
  const text = [own ? (/[.!?:`)]$/.test(own) ? own : `${own}.`) : '', ...schemaFacts(s, deref)]
    .filter(Boolean)
    .join(' ');
  return text || undefined;
}

function defaultText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The object schema whose fields a parameter lists: the object itself, an array's items, or the merged object variants. */
function fieldsSchema(s: JsonSchema, deref: Deref): JsonSchema | undefined {
  if (isObjectSchema(s)) return s;
  if (s.items) {
    const items = normalize(s.items, deref);
    return fieldsSchema(items, deref);
  }
  const objects = variants(s, deref).filter((v) => isObjectSchema(v) || v.items);
  if (objects.length === 0) return undefined;
  const shapes = objects.map((v) => fieldsSchema(v, deref)).filter((v): v is JsonSchema => v !== undefined);
  if (shapes.length === 1) return shapes[0];
  // Several shapes: list every field once; a field is required only when every shape requires it.
  const properties: Record<string, JsonSchema> = {};
  for (const shape of shapes) for (const [k, v] of Object.entries(shape.properties ?? {})) properties[k] ??= v;
  const required = Object.keys(properties).filter((k) => shapes.every((shape) => shape.required?.includes(k)));
  return {type: 'object', properties, required};
}

/** The fields of an object schema as nested parameters, down to `maxDepth` levels. */
function schemaFields(
  schema: JsonSchema | undefined,
  deref: Deref,
  depth: number,
  maxDepth: number,
  where?: SpecParam['in'],
): SpecParam[] {
  const s = normalize(schema, deref);
  const obj = fieldsSchema(s, deref);
  if (!obj?.properties) return [];
  const required = new Set(obj.required ?? []);
  return Object.entries(obj.properties).map(([name, raw]) => {
    const field = normalize(raw, deref);
    const nested = depth < maxDepth ? schemaFields(field, deref, depth + 1, maxDepth) : [];
    const description = describe(raw.description, field, deref);
    const def = defaultText(field.default ?? raw.default);
    return {
      name,
      type: typeLabel(field, deref),
      required: required.has(name),
      ...(where ? {in: where} : {}),
      ...(def !== undefined ? {default: def} : {}),
      ...(description ? {description} : {}),
      ...(nested.length ? {params: nested} : {}),
    };
  });
}

const PARAM_KINDS = new Set(['path', 'query', 'header']);

function jsonContent(content: Readonly<Record<string, MediaType>> | undefined): [string, MediaType] | undefined {
  const entries = Object.entries(content ?? {});
  return entries.find(([type]) => type.includes('json')) ?? entries[0];
}

/** Path, query and header parameters, then the request-body fields. */
function operationParams(op: OpenApiOperation, deref: Deref): SpecParam[] {
  const out: SpecParam[] = [];
  for (const raw of op.parameters ?? []) {
    const p = deref(raw);
    if (!PARAM_KINDS.has(p.in)) continue;
    const schema = normalize(p.schema, deref);
    const nested = schemaFields(schema, deref, 2, MAX_PARAM_DEPTH);
    const description = describe(p.description, schema, deref);
    const def = defaultText(schema.default);
    out.push({
      name: p.name,
      type: typeLabel(schema, deref),
      required: p.required === true || p.in === 'path',
      in: p.in as SpecParam['in'],
      ...(def !== undefined ? {default: def} : {}),
      ...(description || p.deprecated
        ? {description: [description, p.deprecated ? 'Deprecated.' : ''].filter(Boolean).join(' ')}
        : {}),
      ...(nested.length ? {params: nested} : {}),
    });
  }
  const body = jsonContent(op.requestBody?.content);
  if (body) {
    const [contentType, media] = body;
    const schema = normalize(media.schema, deref);
    const fields = schemaFields(schema, deref, 1, MAX_PARAM_DEPTH, 'body');
    if (fields.length && !schemaTypes(schema).includes('array')) {
      out.push(...fields);
    } else {
      // A body that is not an object with fields (an array, a file upload, plain text): one entry for the whole body.
      const nested = schemaFields(schema, deref, 2, MAX_PARAM_DEPTH);
      const description = describe(schema.description ?? `Request body (\`${contentType}\`).`, schema, deref);
      out.push({
        name: 'body',
        type: typeLabel(schema, deref),
        required: op.requestBody?.required === true,
        in: 'body',
        ...(description ? {description} : {}),
        ...(nested.length ? {params: nested} : {}),
      });
    }
  }
  return out;
}

/** The success response: the first 2xx response, its schema as fields. */
function successResponse(op: OpenApiOperation, deref: Deref): SpecResponse | undefined {
  const entry = Object.entries(op.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .sort(([a], [b]) => Number(a) - Number(b))[0];
  if (!entry) return undefined;
  const [status, response] = entry;
  const content = jsonContent(response.content);
  if (!content) return {status, type: 'empty', description: 'No response body.'};
  const [contentType, media] = content;
  const schema = normalize(media.schema, deref);
  const fields = schemaFields(schema, deref, 1, MAX_RESPONSE_DEPTH);
  const description = describe(response.description || undefined, schema, deref);
  return {
    status,
    type: typeLabel(schema, deref),
    ...(contentType.includes('json') ? {} : {contentType}),
    ...(description ? {description} : {}),
    ...(fields.length ? {params: fields} : {}),
  };
}

/** A sample JSON value for a schema: its example, default or first allowed value, else one of its type. */
function sampleValue(schema: JsonSchema | undefined, deref: Deref, depth = 0): unknown {
  const s = normalize(schema, deref);
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alts = variants(s, deref);
  if (alts.length) return sampleValue(alts[0], deref, depth);
  const type = schemaTypes(s).find((t) => t !== 'null') ?? (s.properties ? 'object' : s.items ? 'array' : 'string');
  switch (type) {
    case 'object':
      return depth > 3 ? {} : requiredSample(s, deref, depth + 1);
    case 'array':
      return depth > 3 ? [] : [sampleValue(s.items, deref, depth + 1)];
    case 'integer':
    case 'number':
      return s.minimum ?? 0;
    case 'boolean':
      return false;
    default:
      return s.format === 'uuid' ? '00000000-0000-0000-0000-000000000000' : 'string';
  }
}

function requiredSample(s: JsonSchema, deref: Deref, depth: number): Record<string, unknown> {
  const obj = fieldsSchema(s, deref);
  const out: Record<string, unknown> = {};
  for (const name of obj?.required ?? []) {
    const field = obj?.properties?.[name];
    if (field) out[name] = sampleValue(field, deref, depth);
  }
  return out;
}

const shellVar = (name: string) => `$${name.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}`;

/** A curl call built from the method, the path and the required parameters. */
function curlExample(info: OperationInfo, deref: Deref): SpecExample {
  const {operation: op} = info;
  const params = (op.parameters ?? []).map((p) => deref(p));
  let usesShellVar = false;
  const pathPart = info.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const p = params.find((q) => q.in === 'path' && q.name === name);
    const example = p?.example ?? (p?.schema ? normalize(p.schema, deref).example : undefined);
    if (typeof example === 'string' || typeof example === 'number') return encodeURIComponent(String(example));
    usesShellVar = true;
    return shellVar(name);
  });
  const query = params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => {
      const value = p.example ?? sampleValue(p.schema, deref);
      return `${encodeURIComponent(p.name)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;
    });
  const url = `${API_BASE_URL}${pathPart}${query.length ? `?${query.join('&')}` : ''}`;
  const quote = usesShellVar ? `"${url}"` : `'${url}'`;
  const lines = [
    `curl${info.method === 'GET' ? '' : ` -X ${info.method}`} ${quote}`,
    `-H "Authorization: Bearer $SUPABASE_ACCESS_TOKEN"`,
  ];
  for (const p of params.filter((q) => q.in === 'header' && q.required)) {
    lines.push(`-H '${p.name}: ${String(p.example ?? sampleValue(p.schema, deref))}'`);
  }
  const body = jsonContent(op.requestBody?.content);
  if (body) {
    const [contentType, media] = body;
    if (contentType.includes('json')) {
      const sample = sampleValue(media.schema, deref);
      lines.push(`-H 'Content-Type: application/json'`);
      const json = JSON.stringify(sample, null, 2).replace(/'/g, `'\\''`);
      lines.push(`-d '${json.split('\n').join('\n  ')}'`);
    } else if (contentType === 'multipart/form-data') {
      const s = normalize(media.schema, deref);
      for (const name of s.required ?? []) {
        const field = normalize(s.properties?.[name], deref);
        const isFile = field.format === 'binary' || (field.items && normalize(field.items, deref).format === 'binary');
        lines.push(isFile ? `-F '${name}=@./${name}'` : `-F '${name}=${String(sampleValue(field, deref))}'`);
      }
    } else if (op.requestBody?.required) {
      lines.push(`-H 'Content-Type: ${contentType}'`, `--data-binary @body`);
    }
  }
  return {id: 'curl', name: 'Call with curl', code: `${lines.join(' \\\n  ')}\n`};
}

/** The description of an operation without a hand-written one: its OpenAPI description or summary, beta marker and OAuth scope. */
function generatedDescription(info: OperationInfo): string {
  const op = info.operation;
  const summary = (op.summary ?? '').trim();
  const isBeta = /^\[(beta|alpha)\]/i.exec(summary)?.[1];
  const summaryText = operationTitle(info);
  const text = (op.description ?? '').trim() || (summaryText ? `${summaryText}.` : '');
  const parts = [text || `\`${info.method} ${info.path}\`.`];
  if (isBeta) parts.push(`This operation is marked ${isBeta.toLowerCase()} in the OpenAPI document.`);
  if (op['x-oauth-scope']) parts.push(`Required scope: \`${op['x-oauth-scope']}\`.`);
  return parts.join('\n\n');
}

export const DEPRECATION_NOTE =
  '**Deprecated.** The OpenAPI document marks this operation as deprecated: avoid it in new code.';

export type GeneratedFunction = SpecFunction & {readonly deprecated?: boolean};

/** A response schema with more top-level fields than this is listed once; later operations returning it link there. */
const SHARED_RESPONSE_MIN_FIELDS = 25;

/** The component a success response names (`#/components/schemas/AuthConfigResponse`), when it names one. */
function responseRef(op: OpenApiOperation): string | undefined {
  const entry = Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
  const media = entry && jsonContent(entry[1].content);
  return media?.[1].schema?.$ref;
}

/** One spec function per operation of the document, in document order. */
export function generateFunctions(doc: OpenApiDocument): GeneratedFunction[] {
  const {deref} = resolver(doc);
  const operations = listOperations(doc);
  // Large response schemas are listed under one operation (a GET when there is one), not under each that returns them.
  const listedAt = new Map<string, OperationInfo>();
  for (const info of [
    ...operations.filter((o) => o.method === 'GET'),
    ...operations.filter((o) => o.method !== 'GET'),
  ]) {
    const ref = responseRef(info.operation);
    if (ref && !listedAt.has(ref)) listedAt.set(ref, info);
  }
  return operations.map((info) => {
    const params = operationParams(info.operation, deref);
    let response = successResponse(info.operation, deref);
    const ref = responseRef(info.operation);
    const owner = ref ? listedAt.get(ref) : undefined;
    if (response && owner && owner.id !== info.id && (response.params?.length ?? 0) > SHARED_RESPONSE_MIN_FIELDS) {
      const {params: _fields, ...rest} = response;
      response = {
        ...rest,
        description: `The same ${response.params?.length} fields as the response of [\`${owner.method} ${owner.path}\`](/reference/api/${operationSlug(owner.id)}).`,
      };
    }
    const description = generatedDescription(info);
    return {
      id: info.id,
      signature: `${info.method} ${info.path}`,
      description: info.deprecated ? `${DEPRECATION_NOTE}\n\n${description}` : description,
      ...(params.length ? {params} : {}),
      ...(response ? {response} : {}),
      ...(info.deprecated ? {deprecated: true} : {}),
      examples: [curlExample(info, deref)],
    };
  });
}

/** The common-sections category an OpenAPI tag maps to (`Edge Functions` → `edge-functions`). */
export function tagCategoryId(tag: string | undefined): string {
  return (tag ?? 'other')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
