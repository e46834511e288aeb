// After `next build`, before the CSP hashes: every exported page starts React only after its
// images have loaded and painted, or at once when the visitor touches, types or scrolls.
//
// Why: the pages are complete as HTML; JavaScript only adds behaviour. Next puts its ~130 KB of
// framework scripts in <head> as async scripts, so on a phone they compete with the hero image
// for the network and the main thread, and Lighthouse's simulated LCP counts them (mobile
// preset: 2.3–2.4 s with them, about 1.1 s without; `npm run measure:hydration` shows the
// real-browser trade-off). The scripts are the same files in the same
// (async) mode; only their start moves from "parsing <head>" to the frame after `load`, so the
// hero image is on screen before any framework code runs (in a background tab, that frame comes
// when the tab is shown).
//
// A page whose content is drawn by JavaScript (the PDF viewer) marks itself data-hydrate="eager"
// and keeps Next's own loading.
//
// Until React runs, the loader holds what the visitor does, so nothing is lost:
// - a click on a button, or on 'Schedule a Visit' (whose /contact link is not a screen,
//   SPEC §2), is held and clicked again once the page has hydrated — the menu opens, the modal
//   opens, a form's submit button submits (React replays early events the same way once it
//   has started);
// - a form submitted any other way would reload the page with the values in the URL: it is
//   stopped, and the values stay in the fields.
//
// "Hydrated" is the moment the app router adds <next-route-announcer> (it does so when its root
// mounts). The e2e fixtures wait for the same element, so a Next.js upgrade that dropped it
// would fail every e2e test rather than leave clicks held on the live site.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './export-files.mjs';

const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;
export const DEFERRED_LIST_ID = 'deferred-scripts';
const EAGER_PAGE = 'data-hydrate="eager"';
const DEFERRED_LIST = new RegExp(
  `<script type="application/json" id="${DEFERRED_LIST_ID}">([^<]*)</script>`,
);

// Plain ES5 on purpose: it runs before any polyfill. Its hash goes into the page's CSP.
const LOADER = `(function(){var d=document,w=window,started=false,held=null;
function hydrated(){return !!d.querySelector("next-route-announcer");}
function start(){if(started)return;started=true;
new MutationObserver(function(changes,observer){if(!hydrated())return;observer.disconnect();
var target=held;held=null;if(target&&target.isConnected)target.click();}).observe(d.body,{childList:true});
JSON.parse(d.getElementById(${JSON.stringify(DEFERRED_LIST_ID)}).textContent).forEach(function(src){
var s=d.createElement("script");s.src=src;s.async=true;d.head.appendChild(s);});}
function afterNextPaint(){requestAnimationFrame(function(){setTimeout(start,0);});}
if(d.readyState==="complete")afterNextPaint();else w.addEventListener("load",afterNextPaint);
["pointerdown","touchstart","keydown","focusin","scroll"].forEach(function(type){
w.addEventListener(type,start,{capture:true,passive:true});});
d.addEventListener("click",function(e){if(hydrated())return;
var control=e.target.closest&&e.target.closest('button,a[href="/contact"]');
if(control){e.preventDefault();held=control;start();}},true);
d.addEventListener("submit",function(e){if(!hydrated()){e.preventDefault();start();}},true);
})();`;

/** The page with Next's framework scripts started by the loader instead of by <head>. */
export function deferHydration(html, file = 'page') {
  if (DEFERRED_LIST.test(html) || html.includes(EAGER_PAGE)) return html;
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) throw new Error(`${file}: no Next.js scripts found to defer`);
  if (!html.includes('</body>')) throw new Error(`${file}: no </body> to place the loader before`);
  return html
    .replace(ASYNC_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace('</body>', `${loaderBlock(sources)}</body>`);
}

/** The list of scripts and the loader that starts them, as placed before </body>. */
function loaderBlock(sources) {
  return `<script type="application/json" id="${DEFERRED_LIST_ID}">${JSON.stringify(sources)}</script><script>${LOADER}</script>`;
}

/**
 * The page as Next ships it: its framework scripts back in <head> as async scripts, no loader
 * (the comparison in scripts/measure-hydration.mjs).
 */
export function restoreHeadScripts(html) {
  const sources = deferredScripts(html);
  const tags = sources.map((src) => `<script src="${src}" async=""></script>`).join('');
  return html.replace(loaderBlock(sources), '').replace('</head>', `${tags}</head>`);
}

/** The scripts a deferred page starts after loading (empty for a page that was not rewritten). */
export function deferredScripts(html) {
  const match = html.match(DEFERRED_LIST);
  return match ? JSON.parse(match[1]) : [];
}

function main() {
  let deferred = 0;
  const files = htmlFiles();
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const rewritten = deferHydration(html, file);
    if (rewritten === html) continue;
    deferred += 1;
    writeFileSync(file, rewritten);
  }
  console.log(
    `Framework scripts start after load on ${deferred} of ${files.length} HTML pages (the others draw their content with JavaScript).`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
