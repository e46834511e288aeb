// A page of the export read as HTML, without a browser: what the prerendered HTML alone decides
// (texts, links, attributes, what is in the page before any script runs) is asserted on this
// document, in a test that opens no browser. jsdom parses it; no script of the page runs.
//
//   const doc = exportedDocument('/mr/fees');
//   expect(doc.querySelector('h1')?.textContent).toBe('…');
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { servedFile } from './crawler';

/** The export the end-to-end tests serve. */
export const EXPORT_DIR = path.join(process.cwd(), 'out');

const documents = new Map<string, Document>();

/**
 * The document of the page the static server answers `sitePath` with (clean URLs: /about →
 * about.html), from the suite's export or another one (`exportDir`: a test's copy), parsed once
 * per worker. Throws when the export has no such page.
 */
export function exportedDocument(sitePath: string, exportDir = EXPORT_DIR): Document {
  const key = `${exportDir}\0${sitePath}`;
  const known = documents.get(key);
  if (known) return known;
  const file = servedFile(sitePath.split(/[?#]/)[0]!, exportDir);
  if (file === null) throw new Error(`the export has no page for ${sitePath}`);
  // The inlined stylesheet is left out: jsdom cannot parse all of it (modern CSS) and no
  // assertion on the HTML reads it. A browser test checks what the styles do.
  const html = readFileSync(file, 'utf8').replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2');
  const { document } = new JSDOM(html, {
    url: new URL(sitePath, 'http://127.0.0.1').href,
    virtualConsole: new VirtualConsole(),
  }).window;
  documents.set(key, document);
  return document;
}

/** The text of an element as a reader gets it: its text content with white space collapsed. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
