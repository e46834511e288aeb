// The brand typeface for headings: Mukta (SIL Open Font License), bold, Latin subset, self-hosted
// from the @fontsource/mukta package (21 KB). Mukta also covers Devanagari (its devanagari file,
// same package) for the Hindi and Marathi pages to come. next/font writes the @font-face with
// font-display: swap and a size-adjusted fallback ('headingFont Fallback': Arial's metrics scaled
// to Mukta's), so text shows at once and does not move when the font arrives.
//
// The font waits for the page's `load` event and its hero photo's paint (HEADING_FONT_SCRIPT,
// the same moment scripts/defer-hydration.mjs starts the framework) instead of being preloaded.
// Measured (Lighthouse mobile, the home and City pages without JavaScript, median of 5): a
// preloaded font, or one fetched when the first heading is laid out, shares the phone's
// bandwidth with the hero photo, the largest paint, and delays it by 0.22–0.30 s; fetched after
// `load` it delays nothing. Headings show in the metric-matched fallback until then, and at once
// in Mukta on later pages of the visit (the file is cached; sessionStorage remembers it).
import localFont from 'next/font/local';

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
 * Without JavaScript, headings keep the metric-matched fallback.
 */
export const HEADING_FONT_SCRIPT = `(function(){var d=document,h=d.documentElement,k=${JSON.stringify(REMEMBERED)};
function use(){h.classList.add(${JSON.stringify(HEADING_FONT_CLASS)});}
try{if(sessionStorage.getItem(k)){use();return;}}catch(e){}
if(!d.fonts||!d.fonts.load){use();return;}
function fetchFont(){d.fonts.load(${JSON.stringify(`700 1em ${family}`)}).then(function(){use();try{sessionStorage.setItem(k,"1");}catch(e){}},use);}
function afterHero(){var hero=d.querySelectorAll('img[fetchpriority="high"]'),left=hero.length,i;
function next(){requestAnimationFrame(function(){setTimeout(fetchFont,0);});}
if(!left||!hero[0].decode){next();return;}
function one(){left-=1;if(left===0)next();}
for(i=0;i<hero.length;i+=1)hero[i].decode().then(one,one);}
if(d.readyState==="complete")afterHero();else addEventListener("load",afterHero);})();`;
