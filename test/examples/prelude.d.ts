/**
 * Typed prelude of the example type-check (test/examples/harness.ts). A global script, not a module:
 * it declares the free variables examples use and small stand-ins for modules that are not installed.
 *
 * - `supabase` is a `SupabaseClient<Database>`; `Database` is a small schema with the tables the reference uses.
 * - Free variables (`userId`, `file`, callbacks such as `showMessage`) are the values an app would already have.
 * - Framework modules that are not installed (Next.js, SvelteKit, React Native, Expo, ...) are declared untyped
 *   (`any`): examples that use them still have their supabase-js calls checked whenever the client comes from
 *   supabase-js or from the project's own helper modules below, which are typed.
 */

type Json = string | number | boolean | null | {[key: string]: Json | undefined} | Json[];

/** Row, Insert and Update types of a table whose columns all have defaults except `Req`. */
type __Table<Row, Req extends keyof Row = never, Rel extends unknown[] = []> = {
  Row: Row;
  Insert: Partial<Row> & Pick<Row, Req>;
  Update: Partial<Row>;
  Relationships: Rel;
};

type Database = {
  public: {
    Tables: {
      authors: __Table<{id: number; name: string; country: string | null; born: number | null}, 'name'>;
      books: __Table<
        {
          id: number;
          title: string;
          author_id: number | null;
          published_year: number | null;
          genres: string[] | null;
          description: string | null;
          price: number | null;
          in_stock: boolean;
          archived: boolean;
          metadata: Json | null;
          created_at: string;
          fts: unknown;
        },
        'title',
        [
          {
            foreignKeyName: 'books_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'authors';
            referencedColumns: ['id'];
          },
        ]
      >;
      members: __Table<{id: number; handle: string; display_name: string | null}, 'handle'>;
      loans: __Table<
        {id: number; book_id: number; lender_id: number; borrower_id: number; due_date: string | null},
        'book_id' | 'lender_id' | 'borrower_id',
        [
          {
            foreignKeyName: 'loans_lender_id_fkey';
            columns: ['lender_id'];
            isOneToOne: false;
            referencedRelation: 'members';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'loans_borrower_id_fkey';
            columns: ['borrower_id'];
            isOneToOne: false;
            referencedRelation: 'members';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'loans_book_id_fkey';
            columns: ['book_id'];
            isOneToOne: false;
            referencedRelation: 'books';
            referencedColumns: ['id'];
          },
        ]
      >;
      // `shipping` has a custom JSON type (as `overrideTypes` or a merged generated type would give it).
      orders: __Table<{
        id: number;
        customer_id: string | null;
        status: string;
        total: number;
        shipping: {address: {city: string; country: string}} | null;
        created_at: string;
      }>;
      profiles: __Table<
        {
          id: string;
          username: string | null;
          full_name: string | null;
          avatar_url: string | null;
          website: string | null;
          settings: Json | null;
          updated_at: string | null;
        },
        'id'
      >;
      tasks: __Table<
        {
          id: number;
          title: string;
          status: string;
          priority: number;
          archived: boolean;
          due_date: string | null;
          user_id: string | null;
          inserted_at: string;
        },
        'title'
      >;
      products: __Table<{id: number; name: string; sku: string; price: number; tags: string[] | null}, 'name' | 'sku'>;
      stock: __Table<{sku: string; quantity: number}, 'sku'>;
      tags: __Table<{id: number; name: string}, 'name'>;
      sessions: __Table<{id: string; user_id: string | null; created_at: string}>;
      events: __Table<{id: number; name: string; created_at: string; payload: Json | null}>;
      bookings: __Table<{id: number; room: string; during: string; booked_by: string | null}, 'room' | 'during'>;
      articles: __Table<{id: number; title: string; body: string; fts: unknown; published: boolean}, 'title'>;
      invoices: __Table<{id: number; customer: string; amount: number; status: string; issued_on: string}>;
      reports: __Table<{id: number; name: string; created_at: string}>;
      templates: __Table<{id: number; name: string; body: string}>;
      exports: __Table<{id: number; name: string; created_at: string}>;
      messages: __Table<
        {id: number; room_id: string; user_id: string; content: string; created_at: string},
        'room_id' | 'content'
      >;
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      current_season: {Args: Record<PropertyKey, never>; Returns: string};
      add_stock: {Args: {p_sku: string; p_amount: number}; Returns: number};
      archive_books: {Args: {book_ids: number[]}; Returns: number};
      search_titles: {Args: {term: string}; Returns: {id: number; title: string}[]};
      books_by_decade: {
        Args: {decade: number};
        Returns: Database['public']['Tables']['books']['Row'][];
        SetofOptions: {from: '*'; to: 'books'; isOneToOne: false; isSetofReturn: true};
      };
      library_stats: {Args: Record<PropertyKey, never>; Returns: Json};
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
  inventory: {
    Tables: {
      products: __Table<{id: number; name: string; sku: string; quantity: number}, 'name' | 'sku'>;
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      [_ in never]: never;
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

declare const supabase: import('@supabase/supabase-js').SupabaseClient<Database>;
declare const supabaseUrl: string;
declare const supabaseKey: string;
declare const supabaseAnonKey: string;
declare const SUPABASE_URL: string;
declare const SUPABASE_ANON_KEY: string;

// Values an application already has where an example starts.
declare const user: import('@supabase/supabase-js').User;
declare const channel: import('@supabase/supabase-js').RealtimeChannel;
declare const request: Request;
declare const router: {push(path: string): void; replace(path: string): void};
declare const clerk: {session: {getToken(options?: {template?: string}): Promise<string | null>} | null};
declare const userId: string;
declare const orgId: string;
declare const roomId: string;
declare const orderId: number;
declare const email: string;
declare const search: string;
declare const fromYear: number;
declare const since: string;
declare const credential: string;
declare const captchaToken: string;
declare const newPassword: string;
declare const currentPassword: string;
declare const codeFromEmail: string;
declare const storedRefreshToken: string;
declare const accessToken: string;
declare const accessTokenFromMobileApp: string;
declare const deepLinkUrl: string;
declare const tokens: {accessToken: string; refreshToken: string};
declare const signedMessage: string;
declare const signatureBytes: Uint8Array;
declare const token: string;
declare const path: string;
declare const file: File;
declare const newFile: File;
declare const photoFile: File;
declare const summary: Blob;
declare const base64Image: string;
declare const fileInput: HTMLInputElement;
declare const currentUser: {id: string; name: string};
declare const password: string;
declare const username: string;
declare const code: string;
declare const codeFromUser: string;
declare const enteredCode: string;
declare const userEnteredCode: string;
declare const codeFromNewPhone: string;
declare const factorId: string;
declare const token_hash: string;
declare const embedding: number[];
declare const payload: Record<string, unknown>;
declare const content: string;
declare const clientIp: string;
declare const url: string;
declare const hash: string;
declare const authHeader: string;
declare const cartId: string;
declare const projectId: string;
declare const searchInput: HTMLInputElement;
declare const SUPABASE_PUBLISHABLE_KEY: string;
declare const SENTRY_DSN: string;
declare function renderAvatars(state: unknown): void;
declare function upsertOrder(order: unknown): void;
declare function removeOrder(order: unknown): void;

// Browser SDKs loaded with a script element, and framework auto-imports (untyped).
declare const google: any;
declare const AppleID: any;
declare const useRuntimeConfig: any;
declare const apolloClient: any;
declare const agent: any;
/** Cloudflare Workers' handler type (from @cloudflare/workers-types, not installed). */
type ExportedHandler<Env = unknown> = {
  fetch?: (request: Request, env: Env, ctx: {waitUntil(p: Promise<unknown>): void}) => Response | Promise<Response>;
};

// Application callbacks an example hands data to.
declare function renderHeader(user: import('@supabase/supabase-js').User | null | undefined): void;
declare function showMessage(message: string): void;
declare function showNewPasswordForm(): void;
declare function setProfile(profile: unknown): void;
declare function setEmail(email: string | undefined): void;
declare function setOnlineUsers(users: unknown[]): void;
declare function setOrder(order: unknown): void;
declare function moveCursor(...position: unknown[]): void;
declare function appendMessage(message: unknown): void;
declare function addMessage(message: unknown): void;
declare function removeMessage(message: unknown): void;
declare function onInsert(payload: unknown): void;
declare function onDelete(payload: unknown): void;
declare function notify(message: string): void;
declare function requestGoogleIdToken(options: {nonce: string}): Promise<string>;
declare function getCredentialFromPlatform(options: unknown): Promise<any>;
declare function createCredentialOnPlatform(options: unknown): Promise<any>;
declare const challengeId: string;
declare const registrationJson: import('@supabase/supabase-js').RegistrationResponseJSON;
declare function sendWithMyEmailProvider(to: string, link: string): Promise<void>;

// Deno globals used by Edge Function examples.
declare const Deno: {
  env: {get(name: string): string | undefined};
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  serve(options: {port?: number}, handler: (req: Request) => Response | Promise<Response>): unknown;
  test(name: string, fn: () => unknown): void;
  upgradeWebSocket(
    req: Request,
    options?: {protocol?: string; idleTimeout?: number},
  ): {socket: WebSocket; response: Response};
  readFile(path: string | URL): Promise<Uint8Array>;
  writeFile(path: string | URL, data: Uint8Array | ReadableStream<Uint8Array>): Promise<void>;
  remove(path: string | URL): Promise<void>;
};

// Vite-style `import.meta.env`.
interface ImportMeta {
  readonly env: Record<string, string>;
}

// Specifiers that resolve to supabase-js in Deno and browsers.
declare module 'npm:@supabase/supabase-js@2' {
  export * from '@supabase/supabase-js';
}
declare module 'jsr:@supabase/supabase-js@2' {
  export * from '@supabase/supabase-js';
}
declare module 'https://esm.sh/@supabase/supabase-js@2' {
  export * from '@supabase/supabase-js';
}

// The project's own modules that the guides show elsewhere: typed, since they hand out the client.
// Generated types: untyped, because guides generate them from their own tables (the reference's examples that
// need the typed schema use the global `supabase`).
declare module '*/database.types' {
  export type Database = any;
  export type Json = any;
  export type Tables<T = any, U = any> = any;
  export type TablesInsert<T = any, U = any> = any;
  export type TablesUpdate<T = any, U = any> = any;
  export type Enums<T = any, U = any> = any;
}
// Guides set these up for their own tables, so their database schema is untyped (see `looseSchema` in the harness).
declare module '*/supabaseClient' {
  export const supabase: import('@supabase/supabase-js').SupabaseClient<any>;
}
declare module '*/lib/supabase' {
  export const supabase: import('@supabase/supabase-js').SupabaseClient<any>;
}
declare module '@/utils/supabase/server' {
  export function createClient(): Promise<import('@supabase/supabase-js').SupabaseClient<any>>;
}
declare module '@/utils/supabase/client' {
  export function createClient(): import('@supabase/supabase-js').SupabaseClient<any>;
}
declare module '@supabase/ssr' {
  type SupabaseClient<D> = import('@supabase/supabase-js').SupabaseClient<D>;
  // The cookie methods of @supabase/ssr >= 0.10 (src/types.ts): `setAll` also receives the no-cache headers that
  // must go on the response; the deprecated single-cookie methods are still accepted.
  type CookieOptions = Partial<{
    domain: string;
    path: string;
    maxAge: number;
    expires: Date;
    httpOnly: boolean;
    secure: boolean;
    sameSite: boolean | 'lax' | 'strict' | 'none';
    priority: 'low' | 'medium' | 'high';
    partitioned: boolean;
  }>;
  type CookieMethods = {
    getAll: () => {name: string; value: string}[] | null | Promise<{name: string; value: string}[] | null>;
    setAll?: (
      cookies: {name: string; value: string; options: CookieOptions}[],
      headers: Record<string, string>,
    ) => void | Promise<void>;
  };
  type CookieMethodsDeprecated = {
    get: (name: string) => string | null | undefined | Promise<string | null | undefined>;
    set?: (name: string, value: string, options: CookieOptions) => void | Promise<void>;
    remove?: (name: string, options: CookieOptions) => void | Promise<void>;
  };
  type Options = import('@supabase/supabase-js').SupabaseClientOptions<'public'> & {
    cookies?: CookieMethods | CookieMethodsDeprecated;
    cookieOptions?: CookieOptions & {name?: string};
    cookieEncoding?: 'raw' | 'base64url';
    isSingleton?: boolean;
  };
  export function createServerClient<D = any>(
    supabaseUrl: string,
    supabaseKey: string,
    options: Options,
  ): SupabaseClient<D>;
  export function createBrowserClient<D = any>(
    supabaseUrl: string,
    supabaseKey: string,
    options?: Options,
  ): SupabaseClient<D>;
  export function isBrowser(): boolean;
  export function parseCookieHeader(header: string): {name: string; value?: string}[];
  export function serializeCookieHeader(name: string, value: string, options: Record<string, unknown>): string;
}

// Supabase Edge Runtime globals.
declare const EdgeRuntime: {waitUntil(promise: Promise<unknown>): void};
declare const Supabase: {
  ai: {Session: new (model: string) => {run(input: unknown, options?: Record<string, unknown>): Promise<any>}};
};

// Framework and third-party modules that are not installed: untyped. Imports of supabase-js itself are checked by
// the harness to resolve to the installed package, so this fallback cannot hide a wrong supabase-js import.
declare module '*';
declare module 'next/server' {
  export type NextRequest = any;
  export const NextRequest: any;
  export type NextResponse = any;
  export const NextResponse: any;
}
declare module 'next/navigation' {
  export function redirect(url: string, type?: 'replace' | 'push'): never;
  export function permanentRedirect(url: string): never;
  export function notFound(): never;
  export const useRouter: any;
  export const usePathname: any;
  export const useSearchParams: any;
  export const useParams: any;
}
declare module 'next/*';
declare module 'react-native';
declare module 'react-native-*';
declare module '@react-native-async-storage/async-storage';
declare module 'expo-*';
declare module 'base64-arraybuffer';
