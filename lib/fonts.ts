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
//   afresh (class set before the first paint, the file cached), opens in Mukta;
// - without JavaScript, never fetched.
import localFont from 'next/font/local';
import { AFTER_HERO_PAINT } from './after-hero-paint';

export const headingFont = localFont({
  src: '../node_modules/@fontsource/mukta/files/mukta-latin-700-normal.woff2',
  weight: '700',
  style: 'normal',
  display: 'swap',
  variable: '--font-heading',
  adjustFontFallback: 'Arial',
  preload: false,
});

/** On <html> once the heading font may be used (app/globals.css switches headings to it). */
export const HEADING_FONT_CLASS = 'heading-font';
const REMEMBERED = 'aurora-heading-font';
const family = headingFont.style.fontFamily.split(',')[0]!.trim();

/**
 * Inline in <head> (its hash goes into the page's CSP). Plain ES5: it runs before any polyfill.
 * Moving to another page inside the site (the app router swaps the page in place) switches to
 * the font as the navigation starts (Navigation API; Back also through popstate), so the next
 * page opens in it. Not on a click: 'Schedule a Visit' is a link that opens a dialog instead,
 * and the page under it must not re-wrap (it moved the scroll position the dialog restores).
 */
export const HEADING_FONT_SCRIPT = `(function(){var d=document,h=d.documentElement,k=${JSON.stringify(REMEMBERED)},ready=false;
function use(){h.classList.add(${JSON.stringify(HEADING_FONT_CLASS)});}
try{if(sessionStorage.getItem(k)){use();return;}}catch(e){}
if(!d.fonts||!d.fonts.load)return;
function fetchFont(){d.fonts.load(${JSON.stringify(`700 1em ${family}`)}).then(function(){ready=true;try{sessionStorage.setItem(k,"1");}catch(e){}},function(){});}
function leaving(url){try{return new URL(url).pathname!==location.pathname;}catch(e){return false;}}
if(window.navigation)navigation.addEventListener("navigate",function(e){if(ready&&(e.navigationType==="push"||e.navigationType==="traverse")&&leaving(e.destination.url))use();});
addEventListener("popstate",function(){if(ready)use();});
${AFTER_HERO_PAINT}
afterHeroPaint(fetchFont);})();`;
