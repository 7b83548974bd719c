import {fieldQuery} from '../logQuery';

describe('fieldQuery', () => {
  it('selects a top-level field directly', () => {
    expect(fieldQuery('edge_logs', 'event_message')).toBe(
      'select timestamp, event_message\nfrom edge_logs\norder by timestamp desc\nlimit 10',
    );
  });
  it('unnests each level of a nested path', () => {
    expect(fieldQuery('postgres_logs', 'metadata.parsed.error_severity')).toBe(
      'select timestamp, parsed.error_severity\nfrom postgres_logs\ncross join unnest(metadata) as metadata\ncross join unnest(metadata.parsed) as parsed\norder by timestamp desc\nlimit 10',
    );
    expect(fieldQuery('edge_logs', 'metadata.request.headers.user_agent')).toContain(
      'cross join unnest(metadata.request) as request\ncross join unnest(request.headers) as headers',
    );
  });
});
