/**
 * Validation of the reference sources with JSON Schema (ajv) plus the rules a
 * schema cannot say (unique ids and slugs, known menu ids). Every message names
 * the file, the entry and the field, so a maintainer can fix it without a debugger.
 */
import Ajv, {type ErrorObject} from 'ajv';
import type {CommonSection, SpecDocument} from './types';

export class ReferenceSourceError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid reference source ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ReferenceSourceError';
  }
}

const SECTION_TYPES = ['category', 'markdown', 'function', 'cli-command', 'operation', 'endpoint'] as const;

const paramSchema = {
  $id: 'param',
  type: 'object',
  required: ['name', 'type'],
  properties: {
    name: {type: 'string', minLength: 1},
    type: {type: 'string', minLength: 1},
    required: {type: 'boolean'},
    default: {type: 'string'},
    in: {enum: ['path', 'query', 'body', 'header']},
    description: {type: 'string'},
    params: {type: 'array', items: {$ref: 'param'}},
  },
  additionalProperties: false,
};

const specSchema = {
  type: 'object',
  required: ['info', 'functions'],
  properties: {
    info: {
      type: 'object',
      required: ['language'],
      properties: {package: {type: 'string'}, version: {type: 'string'}, language: {type: 'string', minLength: 1}},
      additionalProperties: false,
    },
    functions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'description', 'examples'],
        properties: {
          id: {type: 'string', minLength: 1},
          title: {type: 'string', minLength: 1},
          signature: {type: 'string'},
          description: {type: 'string', minLength: 1},
          params: {type: 'array', items: {$ref: 'param'}},
          examples: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['name', 'code'],
              properties: {
                id: {type: 'string'},
                name: {type: 'string', minLength: 1},
                description: {type: 'string'},
                code: {type: 'string', minLength: 1},
                response: {type: 'string'},
                notes: {type: 'string'},
              },
              additionalProperties: false,
            },
          },
          notes: {type: 'string'},
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
};

const sectionSchema = {
  $id: 'section',
  type: 'object',
  required: ['type', 'id', 'title'],
  properties: {
    type: {enum: [...SECTION_TYPES]},
    id: {type: 'string', minLength: 1},
    title: {type: 'string', minLength: 1},
    slug: {type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$'},
    items: {type: 'array', items: {$ref: 'section'}},
    excludes: {type: 'array', items: {type: 'string'}},
  },
  additionalProperties: false,
};

const ajv = new Ajv({allErrors: true, strict: true});
ajv.addSchema(paramSchema);
ajv.addSchema(sectionSchema);
const validateSpecShape = ajv.compile<SpecDocument>(specSchema);
const validateSectionsShape = ajv.compile<CommonSection[]>({type: 'array', items: {$ref: 'section'}});

/** `/functions/3/examples/0` → `functions[3] (id "select") > examples[0]`, looking ids up in the data. */
function describePath(instancePath: string, data: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  let node: unknown = data;
  let out = '';
  for (const part of parts) {
    node = (node as Record<string, unknown> | undefined)?.[part];
    if (/^\d+$/.test(part)) {
      out += `[${part}]`;
      const id =
        (node as {id?: unknown; name?: unknown} | undefined)?.id ?? (node as {name?: unknown} | undefined)?.name;
      if (typeof id === 'string') out += ` ("${id}")`;
    } else {
      out += out ? ` > ${part}` : part;
    }
  }
  return out || '(document)';
}

function valueAt(instancePath: string, data: unknown): unknown {
  return instancePath
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);
}

function describeError(err: ErrorObject, data: unknown): string {
  const at = describePath(err.instancePath, data);
  switch (err.keyword) {
    case 'required':
      return `${at}: field "${(err.params as {missingProperty: string}).missingProperty}" is missing`;
    case 'additionalProperties':
      return `${at}: unknown field "${(err.params as {additionalProperty: string}).additionalProperty}"`;
    case 'enum':
      return `${at}: ${JSON.stringify(valueAt(err.instancePath, data) ?? null)} is not one of ${(err.params as {allowedValues: unknown[]}).allowedValues.join(', ')}`;
    case 'minItems':
      return `${at}: must have at least ${(err.params as {limit: number}).limit} entry`;
    case 'minLength':
      return `${at}: must not be empty`;
    default:
      return `${at}: ${err.message ?? err.keyword}`;
  }
}

/** Keeps the most specific errors: ajv also reports the enclosing failures of a bad nested field. */
function messages(errors: readonly ErrorObject[] | null | undefined, data: unknown): string[] {
  const list = (errors ?? []).filter((e) => e.keyword !== 'if');
  return [...new Set(list.map((e) => describeError(e, data)))];
}

export function validateSpecDocument(data: unknown, file: string): SpecDocument {
  if (!validateSpecShape(data)) {
    ajv.errors = null;
    throw new ReferenceSourceError(file, messages(validateSpecShape.errors, data));
  }
  const seen = new Map<string, number>();
  const problems: string[] = [];
  data.functions.forEach((fn, i) => {
    if (seen.has(fn.id)) problems.push(`functions[${i}] ("${fn.id}") > id: duplicate of functions[${seen.get(fn.id)}]`);
    else seen.set(fn.id, i);
  });
  if (problems.length) throw new ReferenceSourceError(file, problems);
  return data;
}

/** Validates a common-sections file; `menuIds` are the ids `excludes` may name. */
export function validateCommonSections(data: unknown, file: string, menuIds: readonly string[]): CommonSection[] {
  if (!validateSectionsShape(data)) throw new ReferenceSourceError(file, messages(validateSectionsShape.errors, data));
  const problems: string[] = [];
  const ids = new Map<string, string>();
  const slugs = new Map<string, string>();
  const known = new Set(menuIds);
  const walk = (items: readonly CommonSection[], at: string) => {
    items.forEach((item, i) => {
      const where = `${at}[${i}] ("${item.id}")`;
      if (ids.has(item.id)) problems.push(`${where} > id: duplicate of ${ids.get(item.id)}`);
      else ids.set(item.id, where);
      if (item.type !== 'category') {
        if (item.slug === undefined) problems.push(`${where}: field "slug" is missing`);
        else if (slugs.has(item.slug))
          problems.push(`${where} > slug: "${item.slug}" is also the slug of ${slugs.get(item.slug)}`);
        else slugs.set(item.slug, where);
      }
      if (item.type === 'category' && (!item.items || item.items.length === 0))
        problems.push(`${where} > items: a category needs entries`);
      for (const id of item.excludes ?? []) {
        if (!known.has(id)) problems.push(`${where} > excludes: unknown menu id "${id}"`);
      }
      if (item.items) walk(item.items, `${where} > items`);
    });
  };
  walk(data, '');
  if (problems.length) throw new ReferenceSourceError(file, problems);
  return data;
}
