// Reads what the build needs from a PDF's bytes without a PDF library: whether it starts like a
// PDF, and the Keywords of its document information dictionary when that is stored uncompressed
// (as scripts/dev/sample-pdfs/generate.ts writes it). Pure.

/** Whether the bytes start with the PDF header '%PDF-'. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

const KEYWORDS = /\/Keywords\s*(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))/g;

function decodeHexString(hex: string): string {
  const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    // UTF-16BE with a byte-order mark: swap to little-endian for Node's decoder.
    const body = Buffer.from(bytes.subarray(2));
    body.swap16();
    return body.toString('utf16le');
  }
  return bytes.toString('latin1');
}

/** The Keywords of the PDF's information dictionary ('' when none can be read). */
export function pdfKeywords(bytes: Uint8Array): string {
  const source = Buffer.from(bytes).toString('latin1');
  const matches = [...source.matchAll(KEYWORDS)];
  // An incremental update appends a newer dictionary: the last one wins.
  const value = matches.at(-1)?.[1];
  if (!value) return '';
  return value.startsWith('<')
    ? decodeHexString(value.slice(1, -1))
    : value.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** The keyword the generated sample documents carry (and a production build refuses). */
export const SAMPLE_KEYWORD = 'sample';

export function isSamplePdf(bytes: Uint8Array): boolean {
  return pdfKeywords(bytes)
    .toLowerCase()
    .split(/[\s,;]+/)
    .includes(SAMPLE_KEYWORD);
}
