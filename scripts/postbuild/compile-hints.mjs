// Every client chunk starts with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome and Edge 136+; other browsers
// read a comment).
//
// Why: V8 compiles a function lazily, on the main thread, the first time it is called, unless
// it was compiled with its script. Turbopack puts each chunk's modules into one function per
// chunk (pdf.js and react-pdf are one function), so running a chunk means first compiling it
// on the main thread, inside the page's longest tasks. With the hint, V8 compiles the whole chunk while it streams the file in, on a
// background thread; the main thread only runs it. Nearly every function of a chunk runs when it
// loads (the framework on every page, the viewer's library on its pages), and a chunk that loads
// later, on demand, gets the same head start when it does. Once per file.
import { readFileSync, writeFileSync } from 'node:fs';
import { chunkFiles, chunksDirOf, outDir } from './export-files.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint as its first line (V8 reads it only there). */
export function withCompileHint(code) {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/** Adds the hint to every chunk of the export in `dir`; returns how many chunks it changed. */
export function addCompileHints(dir = outDir) {
  let changed = 0;
  for (const file of chunkFiles(chunksDirOf(dir))) {
    const code = readFileSync(file, 'utf8');
    const hinted = withCompileHint(code);
    if (hinted === code) continue;
    writeFileSync(file, hinted);
    changed += 1;
  }
  return changed;
}

/** The chunks of an export that do not start with the hint. */
export function chunksWithoutHint(dir = outDir) {
  return chunkFiles(chunksDirOf(dir)).filter(
    (file) => !readFileSync(file, 'utf8').startsWith(COMPILE_HINT),
  );
}

/** Adds the hint to the export's chunks, and says how many. */
export function compileHints() {
  console.log(`Compile hint added to ${addCompileHints()} client chunks.`);
}
