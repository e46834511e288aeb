import type { Config } from 'tailwindcss';

// Brand tokens. Loaded from app/globals.css with `@config`; colours are chosen so text on
// them passes WCAG AA contrast (indigo on white 10:1, ink on amber 8:1).
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef2ff',
          100: '#e0e7ff',
          200: '#c7d2fe',
          600: '#4338ca',
          700: '#3730a3',
          800: '#312e81',
          900: '#1e1b4b',
        },
        accent: {
          300: '#fcd34d',
          400: '#fbbf24',
          500: '#f59e0b',
        },
        ink: '#1f2937',
      },
      fontFamily: {
        sans: [
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
