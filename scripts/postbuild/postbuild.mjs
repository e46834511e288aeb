// `npm run build` runs this after `next build`: the steps that finish the export in out/, in
// the order they must run. Each step's own file says what it does; why it stands where it does is
// said here, once.
//
// 0. unnamed documents  Removes from out/MPD/ the documents no content file names (a replaced
//                       certificate's old scan). First, so no later step indexes, lists or
//                       compresses a document the site does not serve.
// 1. compile hints      Rewrites the client chunks. First, so every later step that reads or
//                       compresses a chunk sees it as it is served.
// 2. stylesheet and     Inlines the stylesheet in every page and hashes each page's inline
//    policy             scripts and styles, the <style> it adds included, into its CSP: one
//                       reading and one writing of each page. It writes out/_headers too. After
//                       every step that changes a page's HTML, so the hashes match what is
//                       served; it writes the header rules of the entries the next two steps
//                       add (LATER_ENTRIES in its file).
// 3. search index       Reads the pages into out/pagefind/ and changes none: after the steps
//                       that rewrite pages, so it indexes them as they are served.
// 4. favicon            Adds out/favicon.ico; its place is free (its header rule is step 2's,
//                       and an .ico is not compressed).
// 5. precompress        Writes .br and .gz copies of every text file. Last, so each copy is of
//                       the file as it is finally served, the search index's included.
import { compileHints } from './compile-hints.mjs';
import { writeFavicon } from './favicon.mjs';
import { stylesheetInliner } from './inline-stylesheet.mjs';
import { writePolicies } from './policies.mjs';
import { precompressExport } from './precompress.mjs';
import { buildSearchIndex } from './search-index.mjs';
import { leaveOutUnnamedDocuments } from './unnamed-documents.mjs';

/** Step 2: the policy of every page, its stylesheet inlined in the same writing. */
function policiesWithStylesheet() {
  const stylesheets = stylesheetInliner();
  writePolicies({ rewrite: stylesheets.rewrite });
  console.log(`Stylesheet inlined in every page (${stylesheets.read().join(', ')}).`);
}

const STEPS = [
  ['unnamed documents', () => leaveOutUnnamedDocuments()],
  ['compile hints', compileHints],
  ['stylesheet and policy', policiesWithStylesheet],
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
