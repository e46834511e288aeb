// After `next build`, before the CSP hashes: every exported page starts React only after its
// images have loaded and its hero photo (fetchpriority="high") is decoded and painted, or at
// once when the visitor touches, types or scrolls.
//
// Why: the pages are complete as HTML and CSS; JavaScript only adds behaviour. Next puts its
// ~130 KB of framework scripts in <head> as async scripts, so on a phone they compete with the
// hero image for the network and the main thread, and Lighthouse's simulated LCP counts them
// (`npm run measure:hydration` shows the real-browser trade-off). The scripts are the same files
// in the same (async) mode; only their start moves from "parsing <head>" to the frame after
// `load` and the hero's decode, so the hero image is on screen before any framework code runs
// (measured: starting at `load` alone, the framework's first task held the hero's paint back
// by about 300 ms on this machine, and Lighthouse's LCP with it).
//
// A page whose content is drawn by JavaScript (a PDF viewer without the build's page images)
// marks itself data-hydrate="eager" and keeps Next's own loading.
//
// Until React runs, the loader holds what the visitor does, so nothing is lost, and nothing
// happens twice:
// - a click on a button, or on 'Schedule a Visit' (whose /contact link opens a dialog, not a
//   page), is held and clicked again once the page has hydrated. The held click never reaches
//   React (it stops there), so React's own replay of early events cannot act on it a second time.
// - a search shortcut ('/' outside text fields, Ctrl+K, ⌘K: the search's own rule, from
//   lib/search/search-shortcut.ts) is held as a mark on <html>, which the search button takes and
//   answers when it mounts, so the search opens once React runs, and once. A press the search
//   button has already answered (default prevented: it listens on the document, before this
//   listener on the window) is left alone.
// - a form is never submitted natively (that would put what was typed in the URL): the submit
//   is stopped and the values stay in the fields.
// It never locks the page: it stops holding when a framework script fails to load, or when
// React has not taken over HOLD_AFTER_LOAD_MS after the scripts loaded. A click still held then
// goes through as a plain click (a link navigates), a held search shortcut is dropped, and a
// form submitted after that shows its "could not load" note with the school's phone and e-mail
// ([data-form-fallback]).
//
// "Hydrated" is the moment the app router adds <next-route-announcer> (it does so when its root
// mounts). The build fails if the framework code no longer contains that element's name.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AFTER_HERO_PAINT } from '../lib/after-hero-paint.ts';
import {
  isSearchShortcut,
  isTypingTarget,
  SEARCH_REQUEST_ATTRIBUTE,
} from '../lib/search/search-shortcut.ts';
import { chunkFiles, chunksDirOf, htmlFiles, outDir } from './export-files.mjs';

export const HYDRATION_SIGNAL = 'next-route-announcer';
export const DEFERRED_LIST_ID = 'deferred-scripts';
/** How long after its scripts have loaded the loader still waits for React. */
export const HOLD_AFTER_LOAD_MS = 5000;

const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;
/** Any other tag that would load framework code: what the rewrite must not leave behind. */
const FRAMEWORK_SCRIPT_TAG = /<(?:script|link)\b[^>]*\/_next\/static\/[^"]+\.js"[^>]*>/g;
/** The legacy-browser polyfill: modern browsers never run a noModule script. */
const NO_MODULE = /\bnoModule=""/;
const EAGER_PAGE = 'data-hydrate="eager"';
const DEFERRED_LIST = new RegExp(
  `<script type="application/json" id="${DEFERRED_LIST_ID}">([^<]*)</script>`,
);

// Plain ES5 on purpose: it runs before any polyfill. Its hash goes into the page's CSP.
// The search's shortcut rule is embedded as its own source text, so both follow one rule.
export const LOADER = `(function(){var d=document,w=window,started=false,gaveUp=false,held=null,waiting=0,timer=0;
var searchRequest=${JSON.stringify(SEARCH_REQUEST_ATTRIBUTE)};
${isTypingTarget}
${isSearchShortcut}
function hydrated(){return !!d.querySelector(${JSON.stringify(HYDRATION_SIGNAL)});}
function holding(){return !gaveUp&&!hydrated();}
function release(){var target=held;held=null;if(target&&target.isConnected)target.click();}
function giveUp(){if(gaveUp||hydrated())return;gaveUp=true;clearTimeout(timer);d.documentElement.removeAttribute(searchRequest);release();}
function loaded(){waiting-=1;if(waiting===0)timer=setTimeout(giveUp,${HOLD_AFTER_LOAD_MS});}
function start(){if(started)return;started=true;
new MutationObserver(function(changes,observer){if(!hydrated())return;observer.disconnect();clearTimeout(timer);release();}).observe(d.body,{childList:true});
var list=JSON.parse(d.getElementById(${JSON.stringify(DEFERRED_LIST_ID)}).textContent);
waiting=list.scripts.length;list.scripts.forEach(function(src){
var s=d.createElement("script");s.src=src;s.async=true;s.onload=loaded;s.onerror=giveUp;d.head.appendChild(s);});}
${AFTER_HERO_PAINT}
afterHeroPaint(start);
["pointerdown","touchstart","keydown","focusin","scroll"].forEach(function(type){
w.addEventListener(type,start,{capture:true,passive:true});});
w.addEventListener("keydown",function(e){if(!holding()||e.defaultPrevented||!isSearchShortcut(e))return;
e.preventDefault();d.documentElement.setAttribute(searchRequest,"");});
d.addEventListener("click",function(e){if(!holding())return;
var control=e.target.closest&&e.target.closest('button,a[href="/contact"]');
if(control){e.preventDefault();e.stopImmediatePropagation();held=control;start();}},true);
d.addEventListener("submit",function(e){if(hydrated())return;e.preventDefault();start();
var note=gaveUp&&e.target.querySelector("[data-form-fallback]");if(note)note.hidden=false;},true);
})();`;

/** The page with Next's framework scripts started by the loader instead of by <head>. */
export function deferHydration(html, file = 'page') {
  if (DEFERRED_LIST.test(html) || html.includes(EAGER_PAGE)) return html;
  const scripts = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (scripts.length === 0) throw new Error(`${file}: no Next.js scripts found to defer`);
  if (!html.includes('</body>')) throw new Error(`${file}: no </body> to place the loader before`);
  const preloads = html.match(SCRIPT_PRELOAD) ?? [];
  const rewritten = html
    .replace(ASYNC_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace('</body>', `${loaderBlock({ scripts, preloads })}</body>`);
  const left = (rewritten.match(FRAMEWORK_SCRIPT_TAG) ?? []).filter((tag) => !NO_MODULE.test(tag));
  if (left.length > 0) {
    throw new Error(
      `${file}: framework code the loader would not control is still loaded by ${left.join(', ')} — update scripts/defer-hydration.mjs for this Next.js version`,
    );
  }
  return rewritten;
}

/** The list of scripts (and the preloads they replace) and the loader, as placed before </body>. */
function loaderBlock(list) {
  // The preloads are markup: escaped, they cannot end the JSON block early.
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${DEFERRED_LIST_ID}">${json}</script><script>${LOADER}</script>`;
}

/**
 * The page as Next ships it: its framework scripts and their preloads back in <head>, no loader
 * (the comparison in tools/measure-hydration.mjs).
 */
export function restoreHeadScripts(html) {
  const list = deferredList(html);
  if (!list) return html;
  const tags = list.scripts.map((src) => `<script src="${src}" async=""></script>`).join('');
  return html
    .replace(loaderBlock(list), '')
    .replace('</head>', `${list.preloads.join('')}${tags}</head>`);
}

/** What a deferred page starts after loading (null for a page that was not rewritten). */
function deferredList(html) {
  const match = html.match(DEFERRED_LIST);
  return match ? JSON.parse(match[1]) : null;
}

/** The scripts a deferred page starts after loading (empty for a page that was not rewritten). */
export function deferredScripts(html) {
  return deferredList(html)?.scripts ?? [];
}

/** Throws unless some framework chunk still contains the element the loader waits for. */
export function assertHydrationSignal(chunksDir) {
  const found = chunkFiles(chunksDir).some((file) =>
    readFileSync(file, 'utf8').includes(HYDRATION_SIGNAL),
  );
  if (!found) {
    throw new Error(
      `No framework chunk in ${chunksDir} contains "${HYDRATION_SIGNAL}", the element the loader in scripts/defer-hydration.mjs takes as "React has hydrated": find the new signal before shipping`,
    );
  }
}

function main() {
  assertHydrationSignal(chunksDirOf(outDir));
  let deferred = 0;
  const files = htmlFiles();
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const rewritten = deferHydration(html, path.relative(outDir, file));
    if (rewritten === html) continue;
    deferred += 1;
    writeFileSync(file, rewritten);
  }
  console.log(
    `Framework scripts start after load on ${deferred} of ${files.length} HTML pages (the others draw their content with JavaScript).`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
