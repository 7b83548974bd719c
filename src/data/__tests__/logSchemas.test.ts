import {LOG_FIELD_TYPES, LOG_TABLES, SHARED_LOG_FIELDS, type LogTable} from '../logSchemas';

const table = (reference: string): LogTable => {
  const found = LOG_TABLES.find((t) => t.reference === reference);
  if (!found) throw new Error(`no log table ${reference}`);
  return found;
};
const paths = (reference: string): string[] => table(reference).fields.map((f) => f.path);

describe('LOG_TABLES', () => {
  it('lists exactly the nine log tables, in order', () => {
    expect(LOG_TABLES.map((t) => [t.name, t.reference])).toEqual([
      ['API Edge', 'edge_logs'],
      ['Auth', 'auth_logs'],
      ['Storage', 'storage_logs'],
      ['Function Edge', 'function_edge_logs'],
      ['Function Runtime', 'function_logs'],
      ['Postgres', 'postgres_logs'],
      ['Realtime', 'realtime_logs'],
      ['PostgREST', 'postgrest_logs'],
      ['Supavisor', 'supavisor_logs'],
    ]);
  });

  it('defines the shared fields with their types', () => {
    expect(SHARED_LOG_FIELDS).toEqual([
      {path: 'id', type: 'string'},
      {path: 'timestamp', type: 'datetime'},
      {path: 'event_message', type: 'string'},
    ]);
  });

  describe.each(LOG_TABLES.map((t) => [t.reference, t] as const))('%s', (_reference, t) => {
    it('has a one-sentence description', () => {
      expect(t.description.trim()).toMatch(/^[A-Z].*\.$/);
      expect(t.description.trim().split(/\.\s/)).toHaveLength(1);
    });

    it('starts with the three shared fields and their types', () => {
      expect(t.fields.slice(0, 3)).toEqual([
        {path: 'id', type: 'string'},
        {path: 'timestamp', type: 'datetime'},
        {path: 'event_message', type: 'string'},
      ]);
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
      for (const field of t.fields.slice(3)) {
        expect(field.path).toMatch(/^metadata(\.[A-Za-z_][A-Za-z0-9_]*)+$/);
      }
    });
  });

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
