// `npm run build` runs this after `next build`: the steps that finish the export in out/, in
// the order they must run. Each step's own file says what it does; why it stands where it does is
// said here, once.
//
// 1. compile hints      Rewrites the client chunks. First, so every later step that reads or
//                       compresses a chunk sees it as it is served.
// 2. inline stylesheet  Adds the stylesheet's text to every page. Before the policy, which must
//                       hash the <style> it adds.
// 3. security policy    Hashes every inline script and style of each page into its CSP, and
//                       writes out/_headers. After every step that changes a page's HTML, so
//                       the hashes match what is served; it writes the header rules of the
//                       entries the next two steps add (LATER_ENTRIES in its file).
// 4. search index       Reads the pages into out/pagefind/ and changes none: after the steps
//                       that rewrite pages, so it indexes them as they are served.
// 5. favicon            Adds out/favicon.ico; its place is free (its header rule is step 3's,
//                       and an .ico is not compressed).
// 6. precompress        Writes .br and .gz copies of every text file. Last, so each copy is of
//                       the file as it is finally served, the search index's included.
import { compileHints } from './compile-hints.mjs';
import { writeFavicon } from './favicon.mjs';
import { inlineStylesheet } from './inline-stylesheet.mjs';
import { writePolicies } from './postbuild-csp.mjs';
import { precompressExport } from './precompress.mjs';
import { buildSearchIndex } from './search-index.mts';

const STEPS = [
  ['compile hints', compileHints],
  ['inline stylesheet', inlineStylesheet],
  ['security policy', writePolicies],
  ['search index', buildSearchIndex],
  ['favicon', writeFavicon],
  ['precompress', precompressExport],
];

// `--skip "search index,precompress"` leaves steps out by name: for an export that no visitor
// will fetch compressed or search (a test's copy, served by `serve`).
const skipAt = process.argv.indexOf('--skip');
const skipped = skipAt === -1 ? [] : (process.argv[skipAt + 1] ?? '').split(',');
for (const name of skipped) {
  if (!STEPS.some(([step]) => step === name)) {
    console.error(`Post-build: no step named "${name}" to skip.`);
    process.exit(1);
  }
}

for (const [name, step] of STEPS.filter(([step]) => !skipped.includes(step))) {
  try {
    await step();
  } catch (error) {
    console.error(`Post-build step "${name}" failed:`, error);
    process.exit(1);
  }
}
