// The brand typeface for headings: Mukta (SIL Open Font License), bold, self-hosted from the
// @fontsource/mukta package: its Latin file on every page, and on the Marathi and Hindi pages its
// Devanagari file too, cut at build time to the characters the Marathi and Hindi texts hold
// (scripts/build/heading-font/subset.ts) and used for the Devanagari letters only (its unicode-range).
// next/font writes the @font-face rules and a size-adjusted fallback ('headingFont Fallback':
// Arial's metrics scaled to Mukta's); Devanagari falls back to the system's own font (Noto Sans
// Devanagari on Android) until Mukta's is used. Body text keeps the system font in every language.
//
// When the font is used (headingFontScript; docs/features.md#typeface), as measured:
// - not preloaded: fetched after the page's `load` event and its hero photo's paint. Preloaded, or fetched at first layout, it
//   shared the phone's bandwidth with the hero photo, the largest paint, and delayed it by
//   0.22–0.30 s;
// - not swapped in under the visitor's eyes: the first page of a visit keeps the fallback (a
//   swap would re-wrap headings and move the text below them), and the next page, reached inside
//   the site (switched as the navigation starts, where the Navigation API exists) or loaded
//   afresh from a page that had the font (class set before the first paint, the file cached),
//   opens in Mukta. `font-display: optional` makes the browser use the font only where it is
//   ready for the first paint of the text, never later;
// - without JavaScript, never fetched;
// - nothing is stored in the browser: a page tells the next one through its referrer alone.
import localFont from 'next/font/local';
import { AFTER_HERO_PAINT } from './after-hero-paint';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';

export const headingFont = localFont({
  src: '../node_modules/@fontsource/mukta/files/mukta-latin-700-normal.woff2',
  weight: '700',
  style: 'normal',
  display: 'optional',
  variable: '--font-heading',
  adjustFontFallback: 'Arial',
  preload: false,
});

/** Mukta's Devanagari letters that the site's texts hold, for Marathi and Hindi headings. */
export const headingFontDevanagari = localFont({
  src: '../content/generated/fonts/mukta_devanagari_700_subset.woff2',
  weight: '700',
  style: 'normal',
  display: 'optional',
  variable: '--font-heading-devanagari',
  adjustFontFallback: false,
  preload: false,
  // The file's own range (as @fontsource/mukta declares it): every other letter comes from the
  // Latin file, so a heading is drawn in one typeface whatever its script. Written out, as
  // next/font reads only literals.
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
    },
  ],
});

/** The classes on <html> that define the heading fonts of a page in `locale`. */
export const headingFontVariables = (locale: Locale) =>
  locale === DEFAULT_LOCALE
    ? headingFont.variable
    : `${headingFont.variable} ${headingFontDevanagari.variable}`;

/** On <html> once the heading font may be used (app/globals.css switches headings to it). */
export const HEADING_FONT_CLASS = 'heading-font';
const familyOf = (font: typeof headingFont) => font.style.fontFamily.split(',')[0]!.trim();

/**
 * What the script asks `document.fonts.load` for: each face with a letter it covers (a face with
 * a unicode-range loads only for text in that range).
 */
function facesOf(locale: Locale): [string, string][] {
  const latin: [string, string] = [`700 1em ${familyOf(headingFont)}`, 'A'];
  if (locale === DEFAULT_LOCALE) return [latin];
  return [latin, [`700 1em ${familyOf(headingFontDevanagari)}`, 'अ']];
}

/**
 * Inline in <head> (its hash goes into the page's CSP). Plain ES5: it runs before any polyfill.
 *
 * A visit under way: the page was loaded afresh from one of this site's pages (a link followed
 * before React ran, a page opened in a new tab), or reloaded, or returned to. The font is then in
 * the HTTP cache: the script sets the class and loads the font before <body> exists, which lets
 * the browser hold the first paint for a moment, so the page opens in Mukta (or, if the file is
 * not read in that moment, keeps the fallback). Only a page reloaded or returned to before its
 * font came fetches it this early. Any other page (from another site, a typed address) is a first
 * page.
 *
 * The page's referrer policy says whether it has the font: `no-referrer` until the font has
 * arrived, then `same-origin` (neither tells another site where the visitor came from). So the
 * next page gets this site's address as its referrer only from a page that had the font; one
 * reached from the 404 page's redirect, or from a page left before its font came, is a first page.
 *
 * Moving to another page inside the site (the app router swaps the page in place) switches to
 * the font as the navigation starts (Navigation API; Back also through popstate), so the next
 * page opens in it. Not on a click: 'Schedule a Visit' is a link that opens a dialog instead,
 * and the page under it must not re-wrap (it moved the scroll position the dialog restores).
 */
export const headingFontScript = (
  locale: Locale,
) => `(function(){var d=document,h=d.documentElement,ready=false,policy,faces=${JSON.stringify(facesOf(locale))};
function use(){h.classList.add(${JSON.stringify(HEADING_FONT_CLASS)});}
if(!d.fonts||!d.fonts.load)return;
policy=d.createElement("meta");policy.name="referrer";policy.content="no-referrer";d.head.appendChild(policy);
function fetchFont(){Promise.all(faces.map(function(f){return d.fonts.load(f[0],f[1]);})).then(function(){ready=true;policy.content="same-origin";},function(){});}
var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];
if(d.referrer.indexOf(location.origin+"/")===0||n&&(n.type==="reload"||n.type==="back_forward")){use();fetchFont();return;}
function leaving(url){try{return new URL(url).pathname!==location.pathname;}catch(e){return false;}}
if(window.navigation)navigation.addEventListener("navigate",function(e){if(ready&&(e.navigationType==="push"||e.navigationType==="traverse")&&leaving(e.destination.url))use();});
addEventListener("popstate",function(){if(ready)use();});
${AFTER_HERO_PAINT}
afterHeroPaint(fetchFont);})();`;
