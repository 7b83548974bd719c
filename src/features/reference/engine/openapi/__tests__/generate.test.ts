/**
 * @jest-environment node
 */
import {generateFunctions, listOperations, operationSlug, operationTitle, type OpenApiDocument} from '../generate';
import {applyOverlay} from '../overlay';
import {buildManagementApiSpec} from '../load';
import {diffOperations} from '../refresh';
import type {CommonSection, SpecDocument, SpecParam} from '../../types';
import {sourceErrorOf} from '../../__tests__/sourceErrorOf';

/** A tiny planted document: every parameter kind, $refs (schema and parameter), a nested body, allOf/oneOf, a deprecated operation. */
const DOC: OpenApiDocument = {
  openapi: '3.0.0',
  info: {title: 'Planted API', version: '9.9.9'},
  paths: {
    '/v1/widgets/{ref}': {
      parameters: [],
      get: {
        operationId: 'v1-get-widget',
        summary: '[Beta] Gets a widget.',
        tags: ['Widgets'],
        'x-oauth-scope': 'widgets:read',
        parameters: [
          {$ref: '#/components/parameters/Ref'},
          {
            name: 'verbose',
            in: 'query',
            required: false,
            description: 'Adds details',
            schema: {type: 'boolean', default: false},
          },
          {name: 'X-Trace', in: 'header', required: true, schema: {type: 'string', example: 'abc'}},
          {name: 'session', in: 'cookie', schema: {type: 'string'}},
        ],
        responses: {
          '200': {description: '', content: {'application/json': {schema: {$ref: '#/components/schemas/Widget'}}}},
          '404': {description: 'Not found'},
        },
      },
      post: {
        operationId: 'v1-create-widget',
        summary: 'Create a widget',
        description: 'Creates a widget in the project.',
        tags: ['Widgets'],
        parameters: [
          {$ref: '#/components/parameters/Ref'},
          {name: 'region', in: 'query', required: true, schema: {type: 'string', enum: ['eu', 'us']}},
        ],
        requestBody: {
          required: true,
          content: {'application/json': {schema: {$ref: '#/components/schemas/CreateWidgetBody'}}},
        },
        responses: {
          '201': {
            description: '',
            content: {'application/json': {schema: {type: 'array', items: {$ref: '#/components/schemas/Widget'}}}},
          },
        },
      },
      delete: {
        operationId: 'v1-delete-widget',
        summary: 'Delete a widget',
        deprecated: true,
        tags: ['Widgets'],
        parameters: [{$ref: '#/components/parameters/Ref'}],
        responses: {'204': {description: ''}},
      },
    },
    '/v1/things': {
      parameters: [{name: 'limit', in: 'query', required: false, schema: {type: 'integer', minimum: 1, maximum: 100}}],
      get: {
        operationId: 'v1 List Things',
        summary: 'List things',
        tags: ['Things'],
        responses: {'200': {description: '', content: {'text/plain': {schema: {type: 'string'}}}}},
      },
    },
  },
  components: {
    parameters: {
      Ref: {
        name: 'ref',
        in: 'path',
        required: true,
        description: 'Project ref',
        schema: {type: 'string', example: 'abcdefghijklmnopqrst'},
      },
    },
    schemas: {
      Widget: {
        type: 'object',
        required: ['id', 'size'],
        properties: {
          id: {type: 'string', format: 'uuid'},
          size: {$ref: '#/components/schemas/Size'},
          owner: {allOf: [{$ref: '#/components/schemas/Owner'}], nullable: true},
          parent: {$ref: '#/components/schemas/Widget'},
        },
      },
      Size: {type: 'string', enum: ['small', 'large'], description: 'How big'},
      Owner: {type: 'object', required: ['email'], properties: {email: {type: 'string'}}},
      CreateWidgetBody: {
        type: 'object',
        required: ['name', 'options'],
        properties: {
          name: {type: 'string', description: 'Display name', example: 'gear'},
          options: {
            type: 'object',
            required: ['color'],
            properties: {
              color: {type: 'string', default: 'red'},
              deep: {type: 'object', properties: {deeper: {type: 'object', properties: {deepest: {type: 'string'}}}}},
            },
          },
          tags: {type: 'array', items: {type: 'string'}},
          placement: {
            oneOf: [
              {type: 'object', required: ['code'], properties: {code: {type: 'string'}}},
              {type: 'object', required: ['code'], properties: {code: {type: 'string'}, group: {type: 'string'}}},
            ],
          },
        },
      },
    },
  },
};

const fns = () => new Map(generateFunctions(DOC).map((f) => [f.id, f]));
const param = (list: readonly SpecParam[] | undefined, name: string) => list?.find((p) => p.name === name) as SpecParam;

describe('operations', () => {
  it('lists every operation with method, path and tag, and gives URL-safe slugs', () => {
    expect(listOperations(DOC).map((op) => `${op.method} ${op.path} ${op.id}`)).toEqual([
      'GET /v1/widgets/{ref} v1-get-widget',
      'POST /v1/widgets/{ref} v1-create-widget',
      'DELETE /v1/widgets/{ref} v1-delete-widget',
      'GET /v1/things v1 List Things',
    ]);
    expect(operationSlug('v1-get-widget')).toBe('v1-get-widget');
    expect(operationSlug('v1-Delete hostname config')).toBe('v1-delete-hostname-config');
    expect(operationTitle({id: 'x', summary: '[Beta] Gets a widget.'})).toBe('Gets a widget');
  });
});

describe('parameters', () => {
  it('documents path (from a $ref), query and header parameters, not cookies', () => {
    const get = fns().get('v1-get-widget');
    expect(get?.signature).toBe('GET /v1/widgets/{ref}');
    expect(get?.params?.map((p) => [p.name, p.in, p.type, p.required])).toEqual([
      ['ref', 'path', 'string', true],
      ['verbose', 'query', 'boolean', false],
      ['X-Trace', 'header', 'string', true],
    ]);
    expect(param(get?.params, 'verbose')).toMatchObject({default: 'false', description: 'Adds details.'});
  });

  it('applies parameters declared on the path to its operations', () => {
    expect(fns().get('v1 List Things')?.params).toEqual([
      {name: 'limit', type: 'integer', required: false, in: 'query', description: 'From 1 to 100.'},
    ]);
  });

  it('turns the request body into fields: required flags, enums, defaults, nested objects to a bounded depth', () => {
    const create = fns().get('v1-create-widget');
    const region = param(create?.params, 'region');
    expect(region.description).toBe('One of `eu`, `us`.');
    const name = param(create?.params, 'name');
    expect(name).toMatchObject({in: 'body', type: 'string', required: true, description: 'Display name.'});
    const options = param(create?.params, 'options');
    expect(options).toMatchObject({type: 'object', required: true});
    expect(param(options.params, 'color')).toMatchObject({required: true, default: 'red'});
    const deep = param(options.params, 'deep');
    expect(param(deep.params, 'deeper')).toMatchObject({type: 'object'});
    expect(param(deep.params, 'deeper').params).toBeUndefined(); // depth 4 is collapsed
    expect(param(create?.params, 'tags')).toMatchObject({type: 'string[]', required: false});
    // oneOf of two object shapes: fields of both, required only when both require them
    const placement = param(create?.params, 'placement');
    expect(placement.params?.map((p) => [p.name, p.required])).toEqual([
      ['code', true],
      ['group', false],
    ]);
  });
});

describe('responses', () => {
  it('resolves $refs, allOf and enums in the success response; a self-reference does not loop', () => {
    const response = fns().get('v1-get-widget')?.response;
    expect(response).toMatchObject({status: '200', type: 'object'});
    expect(param(response?.params, 'id')).toMatchObject({type: 'string', required: true, description: 'Format: uuid.'});
    expect(param(response?.params, 'size')).toMatchObject({
      type: 'string',
      description: 'How big. One of `small`, `large`.',
    });
    const owner = param(response?.params, 'owner');
    expect(owner.type).toBe('object | null');
    expect(param(owner.params, 'email')).toMatchObject({type: 'string', required: true});
    expect(param(response?.params, 'parent').type).toBe('object');
  });

  it('describes arrays, empty and non-JSON bodies', () => {
    const all = fns();
    expect(all.get('v1-create-widget')?.response).toMatchObject({status: '201', type: 'object[]'});
    expect(all.get('v1-delete-widget')?.response).toMatchObject({status: '204', type: 'empty'});
    expect(all.get('v1 List Things')?.response).toMatchObject({
      status: '200',
      type: 'string',
      contentType: 'text/plain',
    });
  });
});

describe('descriptions and examples', () => {
  it('describes an operation from its OpenAPI summary or description, beta marker, scope and deprecation', () => {
    const all = fns();
    expect(all.get('v1-get-widget')?.description).toBe(
      'Gets a widget.\n\nThis operation is marked beta in the OpenAPI document.\n\nRequired scope: `widgets:read`.',
    );
    expect(all.get('v1-create-widget')?.description).toBe('Creates a widget in the project.');
    expect(all.get('v1-delete-widget')?.description).toMatch(/^\*\*Deprecated\.\*\*/);
    expect(all.get('v1-delete-widget')?.deprecated).toBe(true);
  });

  it('builds a curl call from the method, the path and the required parameters', () => {
    const code = fns().get('v1-create-widget')?.examples[0].code;
    expect(code).toContain(`curl -X POST 'https://api.supabase.com/v1/widgets/abcdefghijklmnopqrst?region=eu'`);
    expect(code).toContain('-H "Authorization: Bearer $SUPABASE_ACCESS_TOKEN"');
    const body = JSON.parse(/-d '([\s\S]*)'/.exec(code as string)?.[1] as string);
    expect(body).toEqual({name: 'gear', options: {color: 'red'}});
    expect(fns().get('v1-get-widget')?.examples[0].code).toContain(`-H 'X-Trace: abc'`);
  });
});

const overlayDoc = (functions: unknown[]): SpecDocument => ({info: {language: 'bash'}, functions}) as SpecDocument;
const files = {overlayFile: 'reference/api/_spec.yml', openApiFile: 'reference/api/openapi.json'};

describe('overlay', () => {
  it('fails naming the file and the id of an overlay the document does not have', () => {
    const msg = sourceErrorOf(() =>
      applyOverlay(
        generateFunctions(DOC),
        overlayDoc([{id: 'v1-no-such-op', description: 'x', examples: [{name: 'a', code: 'b'}]}]),
        files,
      ),
    );
    expect(msg).toContain('reference/api/_spec.yml');
    expect(msg).toContain('"v1-no-such-op"');
    expect(msg).toContain('no operation with this operationId in reference/api/openapi.json');
  });

  it('fails when the overlay signature is not the method and path of the document', () => {
    const msg = sourceErrorOf(() =>
      applyOverlay(
        generateFunctions(DOC),
        overlayDoc([
          {
            id: 'v1-get-widget',
            signature: 'GET /v1/gadgets/{ref}',
            description: 'x',
            examples: [{name: 'a', code: 'b'}],
          },
        ]),
        files,
      ),
    );
    expect(msg).toContain('("v1-get-widget") > signature');
  });

  it('replaces description and examples, extends parameters, keeps the generated response', () => {
    const [, create] = applyOverlay(
      generateFunctions(DOC),
      overlayDoc([
        {
          id: 'v1-create-widget',
          description: 'Hand-written.',
          params: [
            {name: 'name', type: 'string', in: 'body', description: 'The widget name, shown in the dashboard.'},
            {name: 'options', type: 'object', params: [{name: 'color', type: 'string', description: 'CSS colour.'}]},
            {name: 'x-{kind}-flag', type: 'boolean', in: 'body', description: 'Pattern of per-kind flags.'},
          ],
          examples: [{name: 'Hand-written call', code: 'curl ...'}],
          notes: 'A note.',
        },
      ]),
      files,
    );
    expect(create.description).toBe('Hand-written.');
    expect(create.examples.map((e) => e.name)).toEqual(['Hand-written call']);
    expect(create.notes).toBe('A note.');
    expect(param(create.params, 'name')).toMatchObject({
      required: true,
      description: 'The widget name, shown in the dashboard.',
    });
    expect(param(param(create.params, 'options').params, 'color')).toMatchObject({
      default: 'red',
      description: 'CSS colour.',
    });
    expect(param(create.params, 'tags')).toBeDefined(); // generated field the overlay does not list
    expect(create.params?.at(-1)?.name).toBe('x-{kind}-flag');
    expect(create.response?.type).toBe('object[]');
  });
});

describe('menu coverage', () => {
  const sections = (ids: string[]): CommonSection[] => [
    {type: 'markdown', id: 'introduction', title: 'Introduction', slug: 'introduction'},
    {
      type: 'category',
      id: 'widgets',
      title: 'Widgets',
      items: ids.map((id) => ({type: 'operation', id, title: `Title of ${id}`, slug: operationSlug(id)})),
    },
  ];
  const src = (ids: string[]) => ({
    doc: DOC,
    sections: sections(ids),
    ...files,
    commonSectionsFile: 'reference/_common/api.json',
  });
  const ALL = ['v1-get-widget', 'v1-create-widget', 'v1-delete-widget', 'v1 List Things'];

  it('builds a spec document with every operation and marks deprecated titles', () => {
    const spec = buildManagementApiSpec(src(ALL));
    expect(spec.functions.map((f) => f.id)).toEqual(ALL);
    expect(spec.functions.find((f) => f.id === 'v1-delete-widget')?.title).toBe(
      'Title of v1-delete-widget (deprecated)',
    );
  });

  it('fails naming an operation the common-sections file lacks, and an entry the document lacks', () => {
    const msg = sourceErrorOf(() =>
      buildManagementApiSpec(src(['v1-get-widget', 'v1-create-widget', 'v1 List Things', 'v1-gone'])),
    );
    expect(msg).toContain('reference/_common/api.json');
    expect(msg).toContain('operation "v1-delete-widget" (DELETE /v1/widgets/{ref}, tag "Widgets")');
    expect(msg).toContain('operation entry "v1-gone" is not an operation of reference/api/openapi.json');
  });
});

describe('drift', () => {
  it('reports added, removed and moved operation ids', () => {
    const next: OpenApiDocument = {
      paths: {
        '/v1/widgets/{ref}': {get: DOC.paths['/v1/widgets/{ref}'].get},
        '/v1/widgets/{ref}/create': {post: DOC.paths['/v1/widgets/{ref}'].post},
        '/v1/new': {get: {operationId: 'v1-new', tags: ['New']}},
      },
    };
    const drift = diffOperations(DOC, next);
    expect(drift.added.map((op) => op.id)).toEqual(['v1-new']);
    expect(drift.removed.map((op) => op.id)).toEqual(['v1-delete-widget', 'v1 List Things']);
    expect(drift.moved).toEqual([
      {id: 'v1-create-widget', from: 'POST /v1/widgets/{ref}', to: 'POST /v1/widgets/{ref}/create'},
    ]);
  });
});
