// The brand typeface for headings: Mukta (SIL Open Font License), bold, Latin subset, self-hosted
// from the @fontsource/mukta package (21 KB). Mukta also covers Devanagari (its devanagari file,
// same package) for the Hindi and Marathi pages to come. next/font writes the @font-face and a
// size-adjusted fallback ('headingFont Fallback': Arial's metrics scaled to Mukta's).
//
// When the font is used (HEADING_FONT_SCRIPT; docs/features.md#typeface), as measured:
// - not preloaded: fetched after the page's `load` event and its hero photo's paint (the moment
//   scripts/defer-hydration.mjs starts the framework). Preloaded, or fetched at first layout, it
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

export const headingFont = localFont({
  src: '../node_modules/@fontsource/mukta/files/mukta-latin-700-normal.woff2',
  weight: '700',
  style: 'normal',
  display: 'optional',
  variable: '--font-heading',
  adjustFontFallback: 'Arial',
  preload: false,
});

/** On <html> once the heading font may be used (app/globals.css switches headings to it). */
export const HEADING_FONT_CLASS = 'heading-font';
const family = headingFont.style.fontFamily.split(',')[0]!.trim();

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
export const HEADING_FONT_SCRIPT = `(function(){var d=document,h=d.documentElement,ready=false,policy;
function use(){h.classList.add(${JSON.stringify(HEADING_FONT_CLASS)});}
if(!d.fonts||!d.fonts.load)return;
policy=d.createElement("meta");policy.name="referrer";policy.content="no-referrer";d.head.appendChild(policy);
function fetchFont(){d.fonts.load(${JSON.stringify(`700 1em ${family}`)}).then(function(){ready=true;policy.content="same-origin";},function(){});}
var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];
if(d.referrer.indexOf(location.origin+"/")===0||n&&(n.type==="reload"||n.type==="back_forward")){use();fetchFont();return;}
function leaving(url){try{return new URL(url).pathname!==location.pathname;}catch(e){return false;}}
if(window.navigation)navigation.addEventListener("navigate",function(e){if(ready&&(e.navigationType==="push"||e.navigationType==="traverse")&&leaving(e.destination.url))use();});
addEventListener("popstate",function(){if(ready)use();});
${AFTER_HERO_PAINT}
afterHeroPaint(fetchFont);})();`;
