// The brand typeface for headings: Mukta (SIL Open Font License), bold, Latin subset, self-hosted
// from the @fontsource/mukta package (21 KB, the only font file a page preloads). Mukta also
// covers Devanagari (its devanagari file, same package) for the Hindi and Marathi pages to come.
// next/font writes the @font-face with font-display: swap and a size-adjusted fallback (Arial's
// metrics scaled to Mukta's), so text shows at once and does not move when the font arrives.
import localFont from 'next/font/local';

export const headingFont = localFont({
  src: '../node_modules/@fontsource/mukta/files/mukta-latin-700-normal.woff2',
  weight: '700',
  style: 'normal',
  display: 'swap',
  variable: '--font-heading',
  adjustFontFallback: 'Arial',
  preload: true,
});
