import type { Config } from 'tailwindcss';
import { ACCENT_SHADES, BRAND_SHADES, INK } from './content/shapes/palettes';

/** The system's own sans-serif fonts, the platforms' Devanagari fonts last but one. */
const SYSTEM_SANS = [
  'system-ui',
  '-apple-system',
  'Segoe UI',
  'Roboto',
  'Noto Sans',
  'Helvetica Neue',
  'Arial',
  'var(--font-devanagari-system)',
  'sans-serif',
];

// Brand tokens. Loaded from app/globals.css with `@config`; the colours are the school's palette,
// each chosen so text on them passes WCAG AA contrast.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // The school's palette (content/shapes/palettes.ts), set on every page's root by the
        // school's entry (components/layout/SiteShell.tsx).
        brand: Object.fromEntries(BRAND_SHADES.map((shade) => [shade, `var(--brand-${shade})`])),
        accent: Object.fromEntries(ACCENT_SHADES.map((shade) => [shade, `var(--accent-${shade})`])),
        ink: INK,
      },
      fontFamily: {
        sans: SYSTEM_SANS,
        // Marathi and Hindi text (app/globals.css): the site's Devanagari faces
        // (lib/devanagari-font.ts), Devanagari letters only, by the device's own font where it
        // has one, first.
        devanagari: ['"Devanagari Text"', ...SYSTEM_SANS],
        // The language switcher's names on a page in English (app/globals.css): their own face. Not
        // the site's face after it: drawing the names while their file comes would fetch that.
        'language-names': ['"Devanagari Names"', ...SYSTEM_SANS],
      },
    },
  },
};

export default config;
