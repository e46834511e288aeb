// out/favicon.ico (scripts/postbuild/favicon.mjs): browsers ask for /favicon.ico whatever the page names,
// so the export answers it with the logo. The file must be an icon a browser reads: an ICO
// directory whose entries point at whole PNG images of the sizes they state.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { icoOf } from '../../scripts/postbuild/favicon.mjs';

const png = (size) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#1e1b4b' } })
    .png()
    .toBuffer();

test('an ICO file of PNG entries, each at the offset, length and size its entry gives', async () => {
  const pngs = [
    { size: 32, data: await png(32) },
    { size: 48, data: await png(48) },
  ];
  const ico = icoOf(pngs);
  assert.equal(ico.readUInt16LE(0), 0);
  assert.equal(ico.readUInt16LE(2), 1, 'type 1 is an icon');
  assert.equal(ico.readUInt16LE(4), 2);
  for (const [i, { size, data }] of pngs.entries()) {
    const entry = 6 + 16 * i;
    assert.equal(ico.readUInt8(entry), size);
    assert.equal(ico.readUInt8(entry + 1), size);
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    assert.equal(length, data.length);
    const image = ico.subarray(offset, offset + length);
    assert.deepEqual(image, data);
    assert.equal((await sharp(image).metadata()).width, size);
  }
  assert.equal(ico.length, 6 + 32 + pngs[0].data.length + pngs[1].data.length);
});
