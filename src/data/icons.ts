/**
 * The icons the portal draws, as data: line icons for areas, libraries and controls, and monogram marks for the
 * Auth providers. Registries and menus name icons from here (and check names against it); the Icon component
 * (src/components/Icon) draws them. Every glyph is drawn for this portal; no brand artwork is copied.
 */

/** Line icons on a 24×24 grid, stroke only (`currentColor`). */
export const LINE_PATHS = {
  home: 'M3 11l9-7 9 7M5 10v10h14V10',
  'getting-started': 'M5 19l14-7L5 5v5l8 2-8 2z',
  database:
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zm0 0v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  auth: 'M7 11V8a5 5 0 0110 0v3M5 11h14v10H5zM12 15v2',
  storage: 'M3 7h18v12H3zM3 7l2-3h14l2 3M9 12h6',
  'edge-functions': 'M13 2L4 14h7l-1 8 9-12h-7z',
  realtime: 'M2 12h4l3-7 4 14 3-7h6',
  ai: 'M12 3l2.5 5.5L20 11l-5.5 2.5L12 19l-2.5-5.5L4 11l5.5-2.5z',
  'dev-cli': 'M4 6l6 6-6 6M12 18h8',
  cli: 'M4 6l6 6-6 6M12 18h8',
  platform: 'M3 4h18v6H3zM3 14h18v6H3zM7 7h.01M7 17h.01',
  'self-hosting': 'M4 4h16v6H4zM4 14h16v6H4zM8 7h8M8 17h8',
  integrations: 'M9 3v6H3V3zM21 3v6h-6V3zM9 15v6H3v-6zM21 15v6h-6v-6zM9 6h6M6 9v6M18 9v6M9 18h6',
  javascript: 'M4 4h16v16H4zM10 9v6a2 2 0 01-3 1.5M17 9.5a2 2 0 00-3 .5c0 2 3 1.5 3 3.5a2 2 0 01-3.5 1',
  flutter: 'M14 3L5 12l3 3L20 3zM14 12l-5 5 5 4h6l-5-4 5-5z',
  swift: 'M20 16c1-4-1-9-7-13 3 4 3 7 2 9-3-2-6-5-9-8 2 3 5 6 7 8-3-1-6-3-8-5 3 5 8 8 12 8 1 0 2 1 3 2z',
  python:
    'M12 3c-4 0-4 2-4 3v2h4v1H6c-2 0-3 1-3 4s1 4 3 4h2v-3c0-1 1-2 2-2h5c1 0 2-1 2-2V6c0-2-2-3-5-3zM12 21c4 0 4-2 4-3v-2h-4v-1h6c2 0 3-1 3-4s-1-4-3-4h-2v3c0 1-1 2-2 2H9c-1 0-2 1-2 2v4c0 2 2 3 5 3z',
  csharp: 'M15 8a5 5 0 100 8M14 10h6M14 14h6M16 8v8M18 8v8',
  kotlin: 'M4 4h16L12 12l8 8H4z',
  api: 'M8 6l-5 6 5 6M16 6l5 6-5 6M14 4l-4 16',
  rest: 'M4 7h16M4 12h16M4 17h10',
  graphql: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 3L4 16.5h16z',
  resources: 'M5 4h10l4 4v12H5zM15 4v4h4M8 12h8M8 16h6',
  changelog: 'M12 7v5l3 3M3 12a9 9 0 109-9 9 9 0 00-7 3.3M3 4v4h4',
  status: 'M12 21a9 9 0 100-18 9 9 0 000 18zM8 12l3 3 5-6',
  contributing: 'M12 20s-7-4.5-7-10a4 4 0 017-2.5A4 4 0 0119 10c0 5.5-7 10-7 10z',
  analytics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM16 16l5 5',
  chevron: 'M6 9l6 6 6-6',
} as const satisfies Record<string, string>;

export type LineIconName = keyof typeof LINE_PATHS;

/**
 * A provider's mark: its initial (two letters where another provider shares
 * the initial) on a rounded tile of its brand colour. `color: 'neutral'` is
 * for black brand colours, which would vanish on the dark theme's background:
 * the tile then takes the text colour of the theme (dark on light, light on dark).
 */
export interface ProviderMark {
  readonly letters: string;
  readonly color: `#${string}` | 'neutral';
}

export const PROVIDER_MARKS = {
  google: {letters: 'G', color: '#4285f4'},
  facebook: {letters: 'f', color: '#1877f2'},
  apple: {letters: 'Ap', color: 'neutral'},
  azure: {letters: 'Az', color: '#0078d4'},
  twitter: {letters: 'Tw', color: '#1d9bf0'},
  github: {letters: 'GH', color: 'neutral'},
  gitlab: {letters: 'GL', color: '#fc6d26'},
  bitbucket: {letters: 'B', color: '#0052cc'},
  discord: {letters: 'D', color: '#5865f2'},
  figma: {letters: 'F', color: '#f24e1e'},
  kakao: {letters: 'Ka', color: '#fee500'},
  keycloak: {letters: 'Kc', color: '#008aaa'},
  linkedin: {letters: 'in', color: '#0a66c2'},
  notion: {letters: 'N', color: 'neutral'},
  slack: {letters: 'Sl', color: '#4a154b'},
  spotify: {letters: 'Sp', color: '#1db954'},
  twitch: {letters: 'Tc', color: '#9146ff'},
  workos: {letters: 'W', color: '#6363f1'},
  zoom: {letters: 'Z', color: '#0b5cff'},
} as const satisfies Record<string, ProviderMark>;

export type ProviderMarkName = keyof typeof PROVIDER_MARKS;

/** Every name the Icon component draws: a type error, not a blank, for anything else. */
export type IconName = LineIconName | ProviderMarkName;

export const ICON_NAMES: readonly IconName[] = [
  ...(Object.keys(LINE_PATHS) as LineIconName[]),
  ...(Object.keys(PROVIDER_MARKS) as ProviderMarkName[]),
];

const NAMES: ReadonlySet<string> = new Set(ICON_NAMES);

/** Narrows a name read from untyped data (JSON, a sidebar item's customProps) to an icon name. */
export function isIconName(name: string): name is IconName {
  return NAMES.has(name);
}
