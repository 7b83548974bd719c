/** Shapes of the reference sources (see reference/README.md) and of the model the pages render. */

export interface SpecParam {
  readonly name: string;
  readonly type: string;
  readonly required?: boolean;
  /** Default value, as text (CLI flags, server settings). */
  readonly default?: string;
  /** Where an HTTP parameter goes (Management API and server endpoints). */
  readonly in?: 'path' | 'query' | 'body' | 'header';
  readonly description?: string;
  readonly params?: readonly SpecParam[];
}

export interface SpecExample {
  readonly id?: string;
  readonly name: string;
  readonly description?: string;
  readonly code: string;
  /** The code's tokens in the section's language (src/utils/prism/tokens.ts), absent for plain text. */
  readonly tokens?: string;
  readonly response?: string;
  /** The response's tokens (JSON). */
  readonly responseTokens?: string;
  readonly notes?: string;
}

/** The success response of an HTTP operation (Management API): status, body type and fields. */
export interface SpecResponse {
  readonly status: string;
  /** Type of the body (`object`, `object[]`, `string`), `empty` when there is none. */
  readonly type: string;
  /** Media type, when the body is not JSON. */
  readonly contentType?: string;
  readonly description?: string;
  readonly params?: readonly SpecParam[];
}

export interface SpecFunction {
  readonly id: string;
  readonly title?: string;
  readonly signature?: string;
  readonly description: string;
  readonly params?: readonly SpecParam[];
  /** Success response (generated from the OpenAPI document for the Management API). */
  readonly response?: SpecResponse;
  readonly examples: readonly SpecExample[];
  readonly notes?: string;
}

export interface SpecDocument {
  readonly info: {readonly package?: string; readonly version?: string; readonly language: string};
  readonly functions: readonly SpecFunction[];
}

/** Markdown rendered at build time: HTML (raw HTML in the source escaped) and code blocks kept apart for the highlighter. */
export type ContentBlock =
  | {readonly type: 'html'; readonly html: string}
  | {
      readonly type: 'code';
      readonly language: string;
      readonly code: string;
      /** The code's tokens (src/utils/prism/tokens.ts), absent for plain text. */
      readonly tokens?: string;
    };

export interface RenderedParam {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly default?: string;
  readonly in?: 'path' | 'query' | 'body' | 'header';
  readonly description: readonly ContentBlock[];
  readonly params: readonly RenderedParam[];
}

export interface RenderedExample {
  readonly id: string;
  readonly name: string;
  readonly description: readonly ContentBlock[];
  readonly code: string;
  /** The code's tokens in the section's language (src/utils/prism/tokens.ts), absent for plain text. */
  readonly tokens?: string;
  readonly response?: string;
  /** The response's tokens (JSON). */
  readonly responseTokens?: string;
  readonly notes: readonly ContentBlock[];
}

export interface RenderedResponse {
  readonly status: string;
  readonly type: string;
  readonly contentType?: string;
  readonly description: readonly ContentBlock[];
  readonly params: readonly RenderedParam[];
}

/** One section of a reference page, as rendered: a markdown section or a function. */
export interface RenderedSection {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly kind: 'markdown' | 'function';
  /** Category heading the section sits under, when any. */
  readonly category?: string;
  /** Id of the parent function section (filters under "Using filters"). */
  readonly parent?: string;
  readonly language: string;
  readonly signature?: string;
  /** Heading of the parameter list ("Flags" for CLI commands). */
  readonly paramsTitle?: 'Flags' | 'Parameters';
  readonly body: readonly ContentBlock[];
  readonly params: readonly RenderedParam[];
  /** Success response of an HTTP operation, when the spec gives one. */
  readonly response?: RenderedResponse;
  readonly examples: readonly RenderedExample[];
  readonly notes: readonly ContentBlock[];
  /**
   * Client libraries only: the other libraries (registry slugs) whose latest version has this section's
   * id (its language twins, src/utils/twins.ts); absent when none has. Written by emit.ts.
   */
  readonly twins?: readonly string[];
  /**
   * Client libraries only: the guides that link to this operation in any client library (by common-sections
   * id), sorted by title; absent when none does. Written by emit.ts from the guides' scan
   * (src/plugins/content/guide-reference-links).
   */
  readonly usedIn?: readonly {readonly route: string; readonly title: string}[];
  /** How the section differs in another version of the library (changes.ts); written by emit.ts. */
  readonly delta?: SectionDelta;
}

/** The menu of a version: what the sidebar shows, in page order. */
export type ReferenceMenuNode =
  | {readonly type: 'category'; readonly title: string; readonly items: readonly ReferenceMenuNode[]}
  | {
      readonly type: 'section';
      readonly id: string;
      readonly slug: string;
      readonly title: string;
      readonly items: readonly ReferenceMenuNode[];
    };

/** An entry of a common-sections file (reference/_common/<key>.json), read by ./sectionsLoader.ts. */
export interface CommonSection {
  readonly type: 'category' | 'markdown' | 'function' | 'cli-command' | 'operation' | 'endpoint';
  readonly id: string;
  readonly title: string;
  readonly slug?: string;
  readonly items?: readonly CommonSection[];
  readonly excludes?: readonly string[];
}

/** How a parameter changed between two versions of an operation (./changes.ts computes them). */
export type ParamChangeKind = 'added' | 'removed' | 'required' | 'optional' | 'retyped';

/** Parameter paths of one operation's change, grouped by kind (only the kinds that occur). */
export type ParamDelta = Partial<Record<ParamChangeKind, readonly string[]>>;

/**
 * The line a section shows about another version:
 * - `differs`: on an older version, how the latest version's twin section differs (`url` is that section);
 * - `gone`: on an older version, the operation is not in the latest (`url` is the changes page);
 * - `new`: on the latest version, the operation is new since the previous version (`url` is the changes page).
 */
export type SectionDelta =
  | {
      readonly kind: 'differs';
      readonly version: string;
      readonly url: string;
      readonly renamedTo?: string;
      readonly params?: ParamDelta;
    }
  | {readonly kind: 'gone'; readonly version: string; readonly url: string}
  | {readonly kind: 'new'; readonly version: string; readonly url: string};
