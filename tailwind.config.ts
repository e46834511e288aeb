import type { Config } from 'tailwindcss';
import { ACCENT_SHADES, BRAND_SHADES, INK } from './content/shapes/palettes';

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
        sans: [
          // The site's Devanagari faces (lib/devanagari-font.ts): Devanagari letters only, by
          // the device's own font where it has one, first.
          '"Devanagari Text"',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Noto Sans',
          'Helvetica Neue',
          'Arial',
          'var(--font-devanagari-system)',
          'sans-serif',
        ],
      },
    },
  },
};

export default config;
