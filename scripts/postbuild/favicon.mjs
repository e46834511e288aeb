// out/favicon.ico, the site's logo as a 32 and 48 px icon. Pages name their
// icon (<link rel="icon">, the logo), but browsers and crawlers still ask for /favicon.ico (Chromium
// does when a page's head is replaced during a client-side navigation), and a 404 there is a
// broken request on every such visit. An editor's own public/favicon.ico, which Next copies into
// the export, is left as it is: this writes only when the export has none.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { siteIn } from '../../lib/site/site.ts';
import { outDir } from './export-files.mjs';

const SIZES = [32, 48];
const target = path.join(outDir, 'favicon.ico');

/** An ICO file holding one PNG per size (PNG entries: every browser since IE 11 reads them). */
export function icoOf(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map(({ data }) => data)]);
}

/** Writes out/favicon.ico unless the export has one. */
export async function writeFavicon() {
  if (existsSync(target)) {
    console.log('favicon.ico: the export has one already (public/favicon.ico); left as it is.');
    return;
  }
  const logo = readFileSync(path.join(outDir, siteIn('en').logo.src));
  const pngs = await Promise.all(
    SIZES.map(async (size) => ({
      size,
      data: await sharp(logo, { density: 300 })
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
    })),
  );
  writeFileSync(target, icoOf(pngs));
  console.log(`favicon.ico: the logo at ${SIZES.join(' and ')} px.`);
}
