// Per-route first-load JavaScript of the export, compressed, against the budget: no route may
// ship more than BUDGET_KB above an empty exported Next.js page (the framework's floor).
// Part of `npm test`, so a regression fails CI without running Lighthouse. It also fails when a
// client chunk carries build-time-only code or a library the browser gets a stand-in for, when
// a page's first load carries on-demand code, and when a chunk lacks the compile hint
// (scripts/postbuild/compile-hints.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunksWithoutHint } from '../postbuild/compile-hints.mjs';
import {
  chunkFiles,
  chunksDirOf,
  htmlFiles,
  outDir,
  root,
  routeOf,
} from '../postbuild/export-files.mjs';

export const BUDGET_KB = 15;
export const EMPTY_APP = path.join(root, 'scripts', 'export-checks', 'empty-app');
const NEXT_BIN = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

// Scripts a modern browser fetches on first load: <script src> (not the legacy noModule
// polyfills) and <link rel="preload" as="script">.
const SCRIPT_SRC = /<script(?![^>]*\bnoModule\b)[^>]*\ssrc="([^"]+\.js)"/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*href="([^"]+\.js)"/g;

/** The scripts one exported page loads first. */
export function firstLoadScripts(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  return new Set([...html.matchAll(SCRIPT_SRC), ...html.matchAll(SCRIPT_PRELOAD)].map((m) => m[1]));
}

/** `measure(file)` once per file, however many pages load it: the pages share their chunks. */
function oncePerFile(measure) {
  const measured = new Map();
  return (file) => {
    if (!measured.has(file)) measured.set(file, measure(file));
    return measured.get(file);
  };
}

/** A script's bytes compressed. */
const gzippedBytesOf = oncePerFile((file) => gzipSync(readFileSync(file), { level: 9 }).length);
/** A script's text. */
const scriptText = oncePerFile((file) => readFileSync(file, 'utf8'));

/** Compressed bytes of the JavaScript one exported page loads first. */
export function firstLoadJsBytes(outDir, htmlFile) {
  const sources = firstLoadScripts(htmlFile);
  let bytes = 0;
  for (const src of sources) {
    const file = path.join(outDir, src.split('?')[0]);
    if (!existsSync(file)) throw new Error(`${htmlFile} loads ${src}, which is not in the export`);
    bytes += gzippedBytesOf(file);
  }
  return bytes;
}

export function measureFloor(buildArgs = []) {
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build', EMPTY_APP, ...buildArgs], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0)
    throw new Error(`empty-page build failed:\n${build.stdout}${build.stderr}`);
  const out = path.join(EMPTY_APP, 'out');
  return firstLoadJsBytes(out, path.join(out, 'index.html'));
}

/**
 * Code that runs only on the server or at build time, by a string it always contains: the
 * content schemas (zod) check content during the build, the blog posts' files are read and their
 * Markdown rendered into the HTML, the icons (components/ContentIcon, the blog's) are drawn into
 * it (once per page where they repeat: components/icon-sprite.tsx), and the calendar's .ics files
 * are written with their time zones; none of it may reach a visitor's browser.
 */
export const BUILD_TIME_ONLY = [
  { library: 'zod (content/schema.ts)', signature: '"$ZodType"' },
  { library: 'markdown-it (lib/blog/post-body.ts)', signature: 'Wrong `markdown-it` preset' },
  { library: 'gray-matter (lib/content/collections.server.ts)', signature: 'gray-matter engine "' },
  {
    library: 'yaml (lib/content/collections.server.ts)',
    signature: 'Source contains multiple documents',
  },
  // Lucide's 'sprout' drawing: any icon data in a chunk means icons ship as client code.
  {
    library: 'lucide icons (components/ContentIcon.tsx)',
    signature: 'M4 9a5 5 0 0 1 8 4 5 5 0 0 1-8-4',
  },
  // The blog's 'views' drawing, which the blog list draws once as a symbol for its cards.
  {
    library: 'blog icons (components/blog/BlogIcon.tsx)',
    signature: 'M2.5 12S6 5 12 5s9.5 7 9.5 7',
  },
  {
    library: 'ical-generator (lib/calendar/calendar-ics.ts)',
    signature: 'X-MICROSOFT-CDO-ALLDAYEVENT',
  },
  {
    library: 'timezones-ical-library (lib/calendar/calendar-ics.ts)',
    signature: 'Given time zone not valid.',
  },
];

/**
 * Libraries the browser is given a small stand-in for (next.config.mjs): react-pdf imports
 * pdf.js's whole viewer library (find bar, toolbar, editors) for two base classes
 * (components/disclosure/pdf-viewer-lite.ts), and pdf.js names Node's `Buffer` in a Node-only
 * check, which Turbopack would answer with a polyfill (no-node-buffer.ts). Signatures: one
 * of the viewer library's event names; a property only the Buffer polyfill sets.
 */
export const REPLACED_IN_BROWSER = [
  {
    library: "pdf.js's viewer library (pdfjs-dist/web/pdf_viewer.mjs)",
    signature: 'updatefindmatchescount',
  },
  {
    library: "Node's Buffer polyfill (next/dist/compiled/buffer)",
    signature: 'INSPECT_MAX_BYTES',
  },
];

/** The client chunks that contain one of `libraries`, as "chunk: library". */
export function librariesInChunks(chunksDir, libraries = BUILD_TIME_ONLY) {
  return chunkFiles(chunksDir).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return libraries
      .filter(({ signature }) => code.includes(signature))
      .map(({ library }) => `${path.relative(chunksDir, file)}: ${library}`);
  });
}

/**
 * Code that loads only when a visitor asks for it, never with a page: the search engine and its
 * index (Pagefind, under /pagefind/) load when the search dialog first opens.
 */
export const ON_DEMAND_ONLY = [
  { library: 'Pagefind (site search)', path: '/pagefind/', signature: 'pagefind_version' },
];

/** A page's first-load scripts that are, or contain, on-demand code, as "route: library". */
export function onDemandCodeInFirstLoad(outDir, htmlFile, route) {
  const scripts = [...firstLoadScripts(htmlFile)];
  return ON_DEMAND_ONLY.filter(({ path: prefix, signature }) =>
    scripts.some((src) => {
      if (src.startsWith(prefix)) return true;
      const file = path.join(outDir, src.split('?')[0]);
      return existsSync(file) && scriptText(file).includes(signature);
    }),
  ).map(({ library }) => `${route}: ${library}`);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function main() {
  const floor = measureFloor();
  const limit = floor + BUDGET_KB * 1024;
  const rows = htmlFiles()
    .map((file) => {
      return { route: routeOf(file), bytes: firstLoadJsBytes(outDir, file) };
    })
    .sort((a, b) => b.bytes - a.bytes);

  console.log(
    `First-load JavaScript (gzip). Empty Next.js page: ${kb(floor)} KB; budget: +${BUDGET_KB} KB`,
  );
  for (const { route, bytes } of rows) {
    const over = bytes > limit ? '  OVER BUDGET' : '';
    console.log(
      `  ${route.padEnd(44)} ${kb(bytes).padStart(7)} KB  +${kb(bytes - floor).padStart(6)} KB${over}`,
    );
  }
  const chunksDir = chunksDirOf(outDir);
  const leaked = librariesInChunks(chunksDir);
  if (leaked.length > 0) {
    console.error(`Build-time-only code in client chunks:\n  ${leaked.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `No build-time-only library (${BUILD_TIME_ONLY.map((l) => l.library).join(', ')}) in any client chunk.`,
  );
  const replaced = librariesInChunks(chunksDir, REPLACED_IN_BROWSER);
  if (replaced.length > 0) {
    console.error(
      `A library the browser gets a stand-in for is bundled:\n  ${replaced.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    `No replaced library (${REPLACED_IN_BROWSER.map((l) => l.library).join(', ')}) in any client chunk.`,
  );
  const unhinted = chunksWithoutHint(outDir);
  if (unhinted.length > 0) {
    console.error(
      `Client chunks without the compile hint (scripts/postbuild/compile-hints.mjs):\n  ${unhinted.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log('Every client chunk starts with the compile hint.');
  const onDemand = htmlFiles().flatMap((file) =>
    onDemandCodeInFirstLoad(outDir, file, routeOf(file)),
  );
  if (onDemand.length > 0) {
    console.error(`On-demand code in a page's first load:\n  ${onDemand.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `No on-demand code (${ON_DEMAND_ONLY.map((l) => l.library).join(', ')}) in any page's first load.`,
  );
  const failures = rows.filter((row) => row.bytes > limit);
  if (failures.length > 0) {
    console.error(`${failures.length} route(s) over the JavaScript budget.`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
