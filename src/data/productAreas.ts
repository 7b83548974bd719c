/** The product areas of the spec (icon and display name), with the guide each opens. */
export interface ProductArea {
  readonly name: string;
  readonly icon: string;
  readonly href: string;
  /** One line for the home page card. */
  readonly summary: string;
}

export const PRODUCT_AREAS: readonly ProductArea[] = [
  {
    name: 'Database',
    icon: 'database',
    href: '/guides/database/overview',
    summary: 'A full Postgres database per project, with extensions, backups and a generated REST and GraphQL API.',
  },
  {
    name: 'Authentication',
    icon: 'auth',
    href: '/guides/auth',
    summary: 'Sign users in with passwords, magic links, phone OTP, OAuth providers or SSO, and secure rows with policies.',
  },
  {
    name: 'Storage',
    icon: 'storage',
    href: '/guides/storage',
    summary: 'Store and serve files of any size, with access rules, resumable uploads and image transformations.',
  },
  {
    name: 'Edge Functions',
    icon: 'edge-functions',
    href: '/guides/functions',
    summary: 'Run TypeScript close to your users on Deno, for webhooks, integrations and custom APIs.',
  },
  {
    name: 'Realtime',
    icon: 'realtime',
    href: '/guides/realtime',
    summary: 'Listen to database changes, broadcast messages between clients and track who is online.',
  },
  {
    name: 'Vector',
    icon: 'ai',
    href: '/guides/ai',
    summary: 'Store embeddings next to your data with pgvector and build semantic, keyword and hybrid search.',
  },
];
