// pdf.js in Node, for the build scripts that read the disclosure PDFs: pdfjs-dist's legacy build,
// the same version the viewer runs in the browser, so text and page images match what visitors
// see. pdf.js 6 targets Node ≥ 22; on Node 20 it lacks only the two built-ins added here. It
// draws pages with @napi-rs/canvas (prebuilt binaries from the registry, no system library).
import { createRequire } from 'node:module';
import path from 'node:path';

if (!Promise.withResolvers) {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

if (!ArrayBuffer.prototype.transferToFixedLength) {
  // A copy instead of a transfer: pdf.js only reads the new buffer.
  ArrayBuffer.prototype.transferToFixedLength = function transferToFixedLength(
    length = this.byteLength,
  ) {
    const copy = new Uint8Array(length);
    copy.set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy.buffer;
  };
}

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));

/** The installed pdf.js version: page images are made again when it changes. */
export const pdfjsVersion = require('pdfjs-dist/package.json').version;

/**
 * Opens a PDF from its bytes. Returns pdf.js's loading task: `await task.promise` is the
 * document, `task.destroy()` frees it.
 */
export async function openPdf(bytes) {
  const { getDocument } = await import(path.join(pdfjsRoot, 'legacy/build/pdf.mjs'));
  return getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
    cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}/`,
    iccUrl: `${path.join(pdfjsRoot, 'iccs')}/`,
    wasmUrl: `${path.join(pdfjsRoot, 'wasm')}/`,
    verbosity: 0,
  });
}
