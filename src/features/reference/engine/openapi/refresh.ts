/** What `scripts/refresh-openapi.ts` computes: the record of a vendored document and the drift between two documents. */
import crypto from 'node:crypto';
import {
  listOperations,
  operationSlug,
  operationTitle,
  tagCategoryId,
  type OpenApiDocument,
  type OperationInfo,
} from './generate';

/** reference/api/openapi-version.json */
export interface OpenApiRecord {
  /** `info.title` and `info.version` of the document. */
  readonly title?: string;
  readonly version?: string;
  /** Where the copy came from. */
  readonly source: string;
  /** Day the copy was vendored (YYYY-MM-DD, UTC). */
  readonly vendoredOn: string;
  /** sha256 of the vendored file, to tell whether a refresh changed anything. */
  readonly sha256: string;
  readonly operations: number;
}

export interface OperationDrift {
  readonly added: readonly OperationInfo[];
  readonly removed: readonly OperationInfo[];
  /** Same id, other method or path. */
  readonly moved: readonly {readonly id: string; readonly from: string; readonly to: string}[];
}

export function diffOperations(before: OpenApiDocument, after: OpenApiDocument): OperationDrift {
  const a = new Map(listOperations(before).map((op) => [op.id, op]));
  const b = new Map(listOperations(after).map((op) => [op.id, op]));
  const sig = (op: OperationInfo) => `${op.method} ${op.path}`;
  return {
    added: [...b.values()].filter((op) => !a.has(op.id)),
    removed: [...a.values()].filter((op) => !b.has(op.id)),
    moved: [...b.values()]
      .filter((op) => a.has(op.id) && sig(a.get(op.id) as OperationInfo) !== sig(op))
      .map((op) => ({id: op.id, from: sig(a.get(op.id) as OperationInfo), to: sig(op)})),
  };
}

export function makeRecord(doc: OpenApiDocument, text: string, source: string, day: string): OpenApiRecord {
  return {
    ...(doc.info?.title ? {title: doc.info.title} : {}),
    ...(doc.info?.version ? {version: doc.info.version} : {}),
    source,
    vendoredOn: day,
    sha256: crypto.createHash('sha256').update(text).digest('hex'),
    operations: listOperations(doc).length,
  };
}

/** The common-sections entry a new operation needs, for the maintainer to paste (title to be edited). */
export function suggestedEntry(op: OperationInfo): string {
  const entry = {
    type: 'operation',
    id: op.id,
    title: operationTitle(op) + (op.deprecated ? ' (deprecated)' : ''),
    slug: operationSlug(op.id),
  };
  return `category "${tagCategoryId(op.tag)}": ${JSON.stringify(entry)}`;
}
