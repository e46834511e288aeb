// The site's Devanagari family: Marathi and Hindi (and the language names every page shows) read
// on any device, one with no Devanagari font of its own (a bare Linux desktop, some kiosks)
// included.
//
// Its faces first name the fonts devices carry, by their local names, so a phone or computer with
// one draws with it and downloads nothing; only where none is found does the browser fetch Mukta's
// file, cut at build time to the characters the site's texts hold
// (scripts/build/heading-font/subset.ts). Its unicode-range holds Devanagari alone, so every other
// letter is drawn by the next fonts of a stack. It comes before system-ui and ui-sans-serif in
// every stack (tailwind.config.ts, app/globals.css): after them, Chromium kept drawing boxes, once
// the file had come, for text it had laid out while the file was on its way.
// `font-display: swap`: without the file the letters would be boxes, so the text is drawn again
// once it comes.

/** The family's name in the stacks. */
export const DEVANAGARI_FAMILY = 'Devanagari Text';

/** Mukta's Devanagari range (as @fontsource/mukta declares it): the letters, signs and joiners. */
export const DEVANAGARI_UNICODE_RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

/**
 * The Devanagari fonts of Android (Noto, its UI cut), Windows (Nirmala UI, the older Mangal),
 * macOS and iOS (Kohinoor, Devanagari Sangam) and Linux (Noto), by full and PostScript name. A
 * font with a regular face only (Debian's Lohit) is not named: its bold would be Mukta's. The bold face names the regular fonts last: Android's variable Noto answers to its
 * regular name and is drawn bold from it.
 */
const LOCAL_NAMES: Record<400 | 700, readonly string[]> = {
  400: [
    'Noto Sans Devanagari',
    'Noto Sans Devanagari Regular',
    'NotoSansDevanagari-Regular',
    'Noto Sans Devanagari UI',
    'Noto Sans Devanagari UI Regular',
    'NotoSansDevanagariUI-Regular',
    'Nirmala UI',
    'NirmalaUI',
    'Kohinoor Devanagari Regular',
    'KohinoorDevanagari-Regular',
    'Devanagari Sangam MN',
    'DevanagariSangamMN',
    'Mangal',
  ],
  700: [
    'Noto Sans Devanagari Bold',
    'NotoSansDevanagari-Bold',
    'Noto Sans Devanagari UI Bold',
    'NotoSansDevanagariUI-Bold',
    'Nirmala UI Bold',
    'NirmalaUI-Bold',
    'Kohinoor Devanagari Bold',
    'KohinoorDevanagari-Bold',
    'Devanagari Sangam MN Bold',
    'DevanagariSangamMN-Bold',
    'Mangal Bold',
    'Mangal-Bold',
    'Noto Sans Devanagari',
    'NotoSansDevanagari-Regular',
    'Noto Sans Devanagari UI',
    'NotoSansDevanagariUI-Regular',
  ],
};

/** One face's @font-face rule: the local fonts first, then the file served at `url`. */
export const devanagariFace = (weight: 400 | 700, url: string) =>
  `@font-face{font-family:'${DEVANAGARI_FAMILY}';font-style:normal;font-weight:${weight};font-display:swap;` +
  `src:${LOCAL_NAMES[weight].map((name) => `local('${name}')`).join(',')},url('${url}') format('woff2');` +
  `unicode-range:${DEVANAGARI_UNICODE_RANGE}}`;
