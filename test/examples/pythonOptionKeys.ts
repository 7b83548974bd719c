/**
 * Option dictionaries that supabase-py 2.30.0 (github:supabase/supabase-py, tag v2.30.0) accepts, for the
 * examples check in python.test.ts. Keys and literal values come from the library's own types:
 * - auth: src/auth/src/supabase_auth/types.py (the TypedDicts of each credentials/params argument), checked against
 *   the keys src/auth/src/supabase_auth/_sync/gotrue_client.py actually reads
 * - database: src/postgrest/src/postgrest/_sync/request_builder.py (`text_search` reads `type` and `config`)
 * - storage: src/storage/src/storage3/types.py (FileOptions, URLOptions, ListBucketFilesOptions, ...)
 * - functions: src/functions/src/supabase_functions/_sync/functions_client.py (`invoke` reads four keys)
 * - realtime: src/realtime/src/realtime/types.py (RealtimeChannelOptions)
 * - client: src/supabase/src/supabase/lib/client_options.py (ClientOptions fields)
 */

/** `true`: any value; a string list: the only literal strings allowed; an object: a nested dictionary. */
export type KeySpec = true | readonly string[] | DictShape;
export type DictShape = {readonly [key: string]: KeySpec};

interface DictArgument {
  /** Index of the positional argument that holds the dictionary. */
  readonly position?: number;
  /** Name of the keyword argument that holds the dictionary. */
  readonly keyword?: string;
  readonly shape: DictShape;
}

export interface CallSpec {
  /** The called method (last name of the call), e.g. `sign_up` in `supabase.auth.sign_up(...)`. */
  readonly method: string;
  /** A name that must appear in the call chain, for method names other libraries use too (`verify`, `list`). */
  readonly via?: string;
  readonly dicts?: readonly DictArgument[];
  /** Keyword arguments the call accepts (checked only when given). */
  readonly keywords?: readonly string[];
}

const OTP_CHANNEL = ['sms', 'whatsapp'] as const;
const PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'slack',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'x',
  'workos',
  'zoom',
] as const;
const EMAIL_OTP_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
const MOBILE_OTP_TYPES = ['sms', 'phone_change'] as const;

const signUpOptions: DictShape = {email_redirect_to: true, data: true, captcha_token: true, channel: OTP_CHANNEL};
const userAttributes: DictShape = {
  email: true,
  phone: true,
  password: true,
  data: true,
  nonce: true,
  current_password: true,
};
const adminUserAttributes: DictShape = {
  ...userAttributes,
  user_metadata: true,
  app_metadata: true,
  email_confirm: true,
  phone_confirm: true,
  ban_duration: true,
  role: true,
  password_hash: true,
  id: true,
};
const transform: DictShape = {
  height: true,
  width: true,
  resize: ['cover', 'contain', 'fill'],
  format: ['origin', 'avif'],
  quality: true,
};
const fileOptions: DictShape = {
  'cache-control': true,
  'content-type': true,
  'x-upsert': true,
  upsert: true,
  metadata: true,
  headers: true,
};
const signedUploadFileOptions: DictShape = {'cache-control': true, 'content-type': true, metadata: true, headers: true};
const bucketOptions: DictShape = {public: true, file_size_limit: true, allowed_mime_types: true};
const sortOrder = ['asc', 'desc'] as const;

export const PYTHON_CALL_SPECS: readonly CallSpec[] = [
  // database (src/postgrest/src/postgrest/_sync/request_builder.py and base_request_builder.py)
  {
    method: 'text_search',
    dicts: [{position: 2, keyword: 'options', shape: {type: ['plain', 'phrase', 'web_search'], config: true}}],
  },
  {method: 'select', via: 'table', keywords: ['count', 'head']},
  {method: 'insert', via: 'table', keywords: ['json', 'count', 'returning', 'upsert', 'default_to_null']},
  {
    method: 'upsert',
    via: 'table',
    keywords: ['json', 'count', 'returning', 'ignore_duplicates', 'on_conflict', 'default_to_null'],
  },
  {method: 'update', via: 'table', keywords: ['json', 'count', 'returning']},
  {method: 'delete', via: 'table', keywords: ['count', 'returning']},
  {method: 'order', via: 'table', keywords: ['desc', 'nullsfirst', 'foreign_table']},
  {method: 'limit', via: 'table', keywords: ['foreign_table']},
  {method: 'rpc', keywords: ['fn', 'params', 'count', 'head', 'get']},
  {method: 'explain', keywords: ['analyze', 'verbose', 'settings', 'buffers', 'wal', 'format']},
  // auth
  {
    method: 'sign_up',
    dicts: [
      {position: 0, keyword: 'credentials', shape: {email: true, phone: true, password: true, options: signUpOptions}},
    ],
  },
  {
    method: 'sign_in_with_password',
    dicts: [
      {
        position: 0,
        keyword: 'credentials',
        shape: {email: true, phone: true, password: true, options: {data: true, captcha_token: true}},
      },
    ],
  },
  {
    method: 'sign_in_with_otp',
    dicts: [
      {
        position: 0,
        keyword: 'credentials',
        shape: {
          email: true,
          phone: true,
          options: {
            email_redirect_to: true,
            should_create_user: true,
            data: true,
            captcha_token: true,
            channel: OTP_CHANNEL,
          },
        },
      },
    ],
  },
  {
    method: 'sign_in_with_oauth',
    dicts: [
      {
        position: 0,
        keyword: 'credentials',
        shape: {provider: PROVIDERS, options: {redirect_to: true, scopes: true, query_params: true}},
      },
    ],
  },
  {
    method: 'link_identity',
    dicts: [
      {
        position: 0,
        keyword: 'credentials',
        shape: {provider: PROVIDERS, options: {redirect_to: true, scopes: true, query_params: true}},
      },
    ],
  },
  {
    method: 'sign_in_with_id_token',
    dicts: [
      {
        position: 0,
        keyword: 'credentials',
        shape: {
          provider: ['google', 'apple', 'azure', 'facebook', 'kakao'],
          token: true,
          access_token: true,
          nonce: true,
          options: {captcha_token: true},
        },
      },
    ],
  },
  // captcha_token is read by sign_in_with_sso in _sync/gotrue_client.py although SignInWithSSOOptions omits it
  {
    method: 'sign_in_with_sso',
    dicts: [
      {
        position: 0,
        keyword: 'credentials',
        shape: {
          provider_id: true,
          domain: true,
          options: {redirect_to: true, skip_http_redirect: true, captcha_token: true},
        },
      },
    ],
  },
  {
    method: 'sign_in_anonymously',
    dicts: [{position: 0, keyword: 'credentials', shape: {options: {data: true, captcha_token: true}}}],
  },
  {
    method: 'verify_otp',
    dicts: [
      {
        position: 0,
        keyword: 'params',
        shape: {
          email: true,
          phone: true,
          token: true,
          token_hash: true,
          type: [...EMAIL_OTP_TYPES, ...MOBILE_OTP_TYPES],
          options: {redirect_to: true, captcha_token: true},
        },
      },
    ],
  },
  {
    method: 'resend',
    via: 'auth',
    dicts: [
      {
        position: 0,
        keyword: 'credentials',
        shape: {
          type: ['signup', 'email_change', 'sms', 'phone_change'],
          email: true,
          phone: true,
          options: {email_redirect_to: true, captcha_token: true},
        },
      },
    ],
  },
  {
    method: 'reset_password_for_email',
    dicts: [{position: 1, keyword: 'options', shape: {redirect_to: true, captcha_token: true}}],
  },
  {
    method: 'reset_password_email',
    dicts: [{position: 1, keyword: 'options', shape: {redirect_to: true, captcha_token: true}}],
  },
  {
    method: 'sign_out',
    via: 'auth',
    dicts: [{position: 0, keyword: 'options', shape: {scope: ['global', 'local', 'others']}}],
  },
  {
    method: 'update_user',
    via: 'auth',
    dicts: [
      {position: 0, keyword: 'attributes', shape: userAttributes},
      {position: 1, keyword: 'options', shape: {email_redirect_to: true}},
    ],
  },
  {
    method: 'exchange_code_for_session',
    dicts: [{position: 0, keyword: 'params', shape: {auth_code: true, code_verifier: true, redirect_to: true}}],
  },
  {method: 'create_user', via: 'admin', dicts: [{position: 0, keyword: 'attributes', shape: adminUserAttributes}]},
  {method: 'update_user_by_id', dicts: [{position: 1, keyword: 'attributes', shape: adminUserAttributes}]},
  {method: 'invite_user_by_email', dicts: [{position: 1, keyword: 'options', shape: {redirect_to: true, data: true}}]},
  {
    method: 'generate_link',
    dicts: [
      {
        position: 0,
        keyword: 'params',
        shape: {
          type: ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'],
          email: true,
          password: true,
          new_email: true,
          options: {redirect_to: true, data: true},
        },
      },
    ],
  },
  {
    method: 'enroll',
    via: 'mfa',
    dicts: [
      {
        position: 0,
        keyword: 'params',
        shape: {factor_type: ['totp', 'phone'], issuer: true, friendly_name: true, phone: true},
      },
    ],
  },
  {
    method: 'challenge',
    via: 'mfa',
    dicts: [{position: 0, keyword: 'params', shape: {factor_id: true, channel: OTP_CHANNEL}}],
  },
  {
    method: 'verify',
    via: 'mfa',
    dicts: [{position: 0, keyword: 'params', shape: {factor_id: true, challenge_id: true, code: true}}],
  },
  {
    method: 'challenge_and_verify',
    via: 'mfa',
    dicts: [{position: 0, keyword: 'params', shape: {factor_id: true, code: true}}],
  },
  {method: 'unenroll', via: 'mfa', dicts: [{position: 0, keyword: 'params', shape: {factor_id: true}}]},
  {method: 'list_factors', via: 'admin', dicts: [{position: 0, keyword: 'params', shape: {user_id: true}}]},
  {method: 'delete_factor', via: 'admin', dicts: [{position: 0, keyword: 'params', shape: {id: true, user_id: true}}]},
  // edge functions
  {
    method: 'invoke',
    via: 'functions',
    dicts: [
      {position: 1, keyword: 'invoke_options', shape: {body: true, headers: true, responseType: true, region: true}},
    ],
  },
  // realtime (src/realtime/src/realtime/_async/channel.py)
  {method: 'on_postgres_changes', keywords: ['event', 'callback', 'table', 'schema', 'filter']},
  {
    method: 'channel',
    dicts: [
      {
        position: 1,
        keyword: 'params',
        shape: {
          config: {
            broadcast: {ack: true, self: true, replay: true},
            presence: {key: true, enabled: true},
            private: true,
          },
        },
      },
    ],
  },
  // storage
  {method: 'create_bucket', dicts: [{position: 2, keyword: 'options', shape: bucketOptions}]},
  {method: 'update_bucket', dicts: [{position: 1, keyword: 'options', shape: bucketOptions}]},
  {method: 'upload', via: 'storage', dicts: [{position: 2, keyword: 'file_options', shape: fileOptions}]},
  {method: 'update', via: 'storage', dicts: [{position: 2, keyword: 'file_options', shape: fileOptions}]},
  {method: 'upload_to_signed_url', dicts: [{position: 3, keyword: 'file_options', shape: signedUploadFileOptions}]},
  {method: 'create_signed_upload_url', dicts: [{position: 1, keyword: 'options', shape: {upsert: true}}]},
  {method: 'create_signed_url', dicts: [{position: 2, keyword: 'options', shape: {download: true, transform}}]},
  {method: 'create_signed_urls', dicts: [{position: 2, keyword: 'options', shape: {download: true}}]},
  {method: 'get_public_url', dicts: [{position: 1, keyword: 'options', shape: {download: true, transform}}]},
  {method: 'download', via: 'storage', dicts: [{position: 1, keyword: 'options', shape: {transform}}]},
  {
    method: 'list',
    via: 'storage',
    dicts: [
      {
        position: 1,
        keyword: 'options',
        shape: {limit: true, offset: true, sortBy: {column: true, order: sortOrder}, search: true},
      },
    ],
  },
  {
    method: 'list_v2',
    dicts: [
      {
        position: 0,
        keyword: 'options',
        shape: {
          limit: true,
          prefix: true,
          cursor: true,
          with_delimiter: true,
          sortBy: {column: ['name', 'updated_at', 'created_at'], order: sortOrder},
        },
      },
    ],
  },
  // client
  {
    method: 'ClientOptions',
    keywords: [
      'schema',
      'headers',
      'auto_refresh_token',
      'persist_session',
      'realtime',
      'postgrest_client_timeout',
      'storage_client_timeout',
      'function_client_timeout',
      'flow_type',
      'storage',
      'httpx_client',
    ],
  },
  {
    method: 'AsyncClientOptions',
    keywords: [
      'schema',
      'headers',
      'auto_refresh_token',
      'persist_session',
      'realtime',
      'postgrest_client_timeout',
      'storage_client_timeout',
      'function_client_timeout',
      'flow_type',
      'storage',
      'httpx_client',
    ],
  },
];
