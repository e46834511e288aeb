// The site's colours, as palettes a school picks from by name: each a dark colour with its light
// tints (brand) and a bright colour for buttons and marks (accent). Every palette keeps the
// contrast the pages need (WCAG AA): its 600–900 carry white text and are text on white and on
// its 50–200; its 100 is text on its 900; its accent carries ink and brand-900 text
// (tests/unit/palettes.test.ts checks each pair).

/** The shades the site's classes use (text-brand-900, bg-accent-400, …). */
export const BRAND_SHADES = ['50', '100', '200', '600', '700', '800', '900'] as const;
export const ACCENT_SHADES = ['300', '400', '500'] as const;

export interface Palette {
  brand: Record<(typeof BRAND_SHADES)[number], string>;
  accent: Record<(typeof ACCENT_SHADES)[number], string>;
}

/** The text colour of the site's body (Tailwind's gray-800): on white and on every accent. */
export const INK = '#1f2937';

export const palettes = {
  'indigo-and-amber': {
    brand: {
      50: '#eef2ff',
      100: '#e0e7ff',
      200: '#c7d2fe',
      600: '#4338ca',
      700: '#3730a3',
      800: '#312e81',
      900: '#1e1b4b',
    },
    accent: { 300: '#fcd34d', 400: '#fbbf24', 500: '#f59e0b' },
  },
  'green-and-gold': {
    brand: {
      50: '#f0fdf4',
      100: '#dcfce7',
      200: '#bbf7d0',
      600: '#15803d',
      700: '#166534',
      800: '#14532d',
      900: '#052e16',
    },
    accent: { 300: '#fde047', 400: '#facc15', 500: '#eab308' },
  },
  'maroon-and-gold': {
    brand: {
      50: '#fef2f2',
      100: '#fee2e2',
      200: '#fecaca',
      600: '#b91c1c',
      700: '#991b1b',
      800: '#7f1d1d',
      900: '#450a0a',
    },
    accent: { 300: '#fcd34d', 400: '#fbbf24', 500: '#f59e0b' },
  },
  'blue-and-orange': {
    brand: {
      50: '#eff6ff',
      100: '#dbeafe',
      200: '#bfdbfe',
      600: '#1d4ed8',
      700: '#1e40af',
      800: '#1e3a8a',
      900: '#172554',
    },
    accent: { 300: '#fdba74', 400: '#fb923c', 500: '#f97316' },
  },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;
export const paletteNames = Object.keys(palettes) as [PaletteName, ...PaletteName[]];

/** The palette's colours as the CSS variables the site's classes read (--brand-900, …). */
export function paletteVariables(palette: Palette): string {
  const shades = [
    ...BRAND_SHADES.map((shade) => `--brand-${shade}:${palette.brand[shade]}`),
    ...ACCENT_SHADES.map((shade) => `--accent-${shade}:${palette.accent[shade]}`),
  ];
  return `:root{${shades.join(';')}}`;
}
