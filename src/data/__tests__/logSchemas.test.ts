import {LOG_FIELD_TYPES, LOG_TABLES, SHARED_LOG_FIELDS, type LogTable} from '../logSchemas';
import {SPEC_LOG_FIELD_TYPES, SPEC_LOG_TABLES, SPEC_SHARED_LOG_FIELDS} from './specContract';

const table = (reference: string): LogTable => {
  const found = LOG_TABLES.find((t) => t.reference === reference);
  if (!found) throw new Error(`no log table ${reference}`);
  return found;
};
const paths = (reference: string): string[] => table(reference).fields.map((f) => f.path);

describe('LOG_TABLES', () => {
  it('lists exactly the log tables of the spec (§3), in its order, with unique names', () => {
    expect(LOG_TABLES.map((t) => [t.name, t.reference])).toEqual(SPEC_LOG_TABLES);
    for (const key of ['name', 'reference'] as const) {
      const values = LOG_TABLES.map((t) => t[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("defines the spec's shared fields, and its field types", () => {
    expect(SHARED_LOG_FIELDS.map((f) => f.path)).toEqual(SPEC_SHARED_LOG_FIELDS);
    expect(LOG_FIELD_TYPES).toEqual(SPEC_LOG_FIELD_TYPES);
    expect(SHARED_LOG_FIELDS.find((f) => f.path === 'timestamp')?.type).toBe('datetime');
  });

  describe.each(LOG_TABLES.map((t) => [t.reference, t] as const))('%s', (_reference, t) => {
    it('has a one-sentence description', () => {
      expect(t.description.trim()).toMatch(/^[A-Z].*\.$/);
      expect(t.description.trim().split(/\.\s/)).toHaveLength(1);
    });

    it('starts with the shared fields and their types', () => {
      expect(t.fields.slice(0, SHARED_LOG_FIELDS.length)).toEqual(SHARED_LOG_FIELDS);
    });

    it('never uses a path both as a field and as the parent of another field', () => {
      const all = t.fields.map((f) => f.path);
      expect(all.filter((p) => all.some((q) => q.startsWith(`${p}.`)))).toEqual([]);
    });

    it('has unique paths', () => {
      const all = t.fields.map((f) => f.path);
      expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
    });

    it('uses only known field types', () => {
      for (const field of t.fields) {
        expect(`${field.path}: ${(LOG_FIELD_TYPES as readonly string[]).includes(field.type)}`).toBe(
          `${field.path}: true`,
        );
      }
    });

    it('lists dotted metadata paths after the shared fields', () => {
      for (const field of t.fields.slice(SHARED_LOG_FIELDS.length)) {
        expect(field.path).toMatch(/^metadata(\.[A-Za-z_][A-Za-z0-9_]*)+$/);
      }
    });
  });

  // The spec (§3) names these fields.
  it('covers parsed Postgres error details', () => {
    const fields = table('postgres_logs').fields;
    for (const path of [
      'metadata.parsed.error_severity',
      'metadata.parsed.sql_state_code',
      'metadata.parsed.user_name',
    ]) {
      expect(fields).toContainEqual({path, type: 'string'});
    }
  });

  it('covers API Edge requests and responses with status codes', () => {
    const edge = paths('edge_logs');
    expect(edge).toEqual(
      expect.arrayContaining(['metadata.request.method', 'metadata.request.path', 'metadata.request.url']),
    );
    expect(edge.some((p) => p.startsWith('metadata.request.'))).toBe(true);
    expect(edge.some((p) => p.startsWith('metadata.response.'))).toBe(true);
    expect(table('edge_logs').fields).toContainEqual({path: 'metadata.response.status_code', type: 'number'});
  });

  it('covers the Auth event action', () => {
    expect(table('auth_logs').fields).toContainEqual({path: 'metadata.auth_event.action', type: 'string'});
  });
});
