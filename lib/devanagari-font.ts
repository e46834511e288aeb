// The site's Devanagari family: Marathi and Hindi (and the language names every page shows) read
// on any device, one with no Devanagari font of its own (a bare Linux desktop, some kiosks)
// included.
//
// Its faces first name the fonts devices carry, by their local names, so a phone or computer with
// one draws with it and downloads nothing; only where none is found does the browser fetch Mukta's
// file, cut at build time to the characters the site's texts hold
// (scripts/build/heading-font/subset.ts). Its unicode-range holds Devanagari alone, so every other
// letter is drawn by the next fonts of a stack. It comes before system-ui and ui-sans-serif in
// the stacks of Marathi and Hindi text (tailwind.config.ts, app/globals.css): after them,
// Chromium kept drawing boxes, once the file had come, for text it had laid out while the file
// was on its way. English text's stacks do not name it (app/globals.css says why).
// `font-display: swap`: without the file the letters would be boxes, so the text is drawn again
// once it comes.

/** The family's name in the stacks. */
export const DEVANAGARI_FAMILY = 'Devanagari Text';

/**
 * The language switcher's family on a page in English, whose only Devanagari is the names
 * 'मराठी' and 'हिंदी': the same local fonts first, then Mukta's regular file cut to the names'
 * letters alone, so a device without a Devanagari font fetches a few KB for them, not the face
 * cut for every Marathi and Hindi text.
 */
export const LANGUAGE_NAMES_FAMILY = 'Devanagari Names';

/**
 * Devanagari's letters and signs, and the joiners inside its words: the letters the faces draw.
 * Not the rupee sign and the other symbols Mukta's file also holds: they stay in the stack's next
 * font, so '₹15,000' is written in one font and an English fee page fetches nothing for it.
 */
export const DEVANAGARI_UNICODE_RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+A830-A839,U+A8E0-A8FF';

/**
 * The Devanagari fonts of Android (Noto, its UI cut), Windows (Nirmala UI, the older Mangal),
 * macOS and iOS (Kohinoor, Devanagari Sangam) and Linux (Noto), by full and PostScript name. A
 * font with a regular face only (Debian's Lohit) is not named: its bold would be Mukta's. The
 * bold face names the regular fonts last: Android's variable Noto answers to its regular name
 * and is drawn bold from it.
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
export const devanagariFace = (weight: 400 | 700, url: string, family = DEVANAGARI_FAMILY) =>
  `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;` +
  `src:${LOCAL_NAMES[weight].map((name) => `local('${name}')`).join(',')},url('${url}') format('woff2');` +
  `unicode-range:${DEVANAGARI_UNICODE_RANGE}}`;
