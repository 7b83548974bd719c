/**
 * Builds an example query that selects one field of a log table. Log metadata is
 * nested, so each level of a dotted path is reached with `cross join unnest(...)`.
 */
export function fieldQuery(table: string, path: string): string {
  const parts = path.split('.');
  if (parts.length === 1) {
    return `select timestamp, ${path}\nfrom ${table}\norder by timestamp desc\nlimit 10`;
  }
  const joins: string[] = [];
  let parent = parts[0];
  joins.push(`cross join unnest(${parent}) as ${parent}`);
  for (const part of parts.slice(1, -1)) {
    joins.push(`cross join unnest(${parent}.${part}) as ${part}`);
    parent = part;
  }
  const leaf = `${parent}.${parts[parts.length - 1]}`;
  return `select timestamp, ${leaf}\nfrom ${table}\n${joins.join('\n')}\norder by timestamp desc\nlimit 10`;
}
