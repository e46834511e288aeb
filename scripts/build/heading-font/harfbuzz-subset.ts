// HarfBuzz's subsetter (harfbuzzjs ships it as WebAssembly) given the exact glyphs to keep. The
// `subset-font` package drives the same module but keeps every glyph a substitution rule of the
// kept characters could reach (the layout closure): most of a Devanagari font's conjuncts.
import { readFileSync } from 'node:fs';

/** hb-subset.h: keep only the glyphs asked for, not those the layout rules could reach. */
const NO_LAYOUT_CLOSURE = 0x200;
/** hb-subset.h: drop the TrueType hinting instructions. */
const NO_HINTING = 0x1;
/** hb_subset_sets_t: the OpenType layout features to keep. */
const LAYOUT_FEATURE_TAGS = 6;
const MEMORY_MODE_WRITABLE = 2;

interface SubsetModule {
  memory: WebAssembly.Memory;
  [name: string]: ((...args: number[]) => number) | WebAssembly.Memory;
}

let loaded: Promise<SubsetModule> | undefined;
function subsetModule() {
  loaded ??= WebAssembly.instantiate(
    readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
  ).then(({ instance }) => {
    const exports = instance.exports as unknown as SubsetModule;
    (exports._initialize as () => void)();
    return exports;
  });
  return loaded;
}

/**
 * `sfnt` (a TrueType/OpenType file) cut to the characters `unicodes` and the glyph ids `glyphs`,
 * every layout feature kept for them, without hinting; a TrueType file.
 */
export async function subsetToGlyphs(
  sfnt: Uint8Array,
  unicodes: Iterable<number>,
  glyphs: Iterable<number>,
): Promise<Uint8Array> {
  const hb = await subsetModule();
  const call = (name: string, ...args: number[]) =>
    (hb[name] as (...a: number[]) => number)(...args);
  const input = call('hb_subset_input_create_or_fail');
  if (input === 0) throw new Error('HarfBuzz could not start a subset');
  const fontData = call('malloc', sfnt.byteLength);
  new Uint8Array(hb.memory.buffer).set(sfnt, fontData);
  const blob = call('hb_blob_create', fontData, sfnt.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const face = call('hb_face_create', blob, 0);
  call('hb_blob_destroy', blob);
  try {
    const features = call('hb_subset_input_set', input, LAYOUT_FEATURE_TAGS);
    call('hb_set_clear', features);
    call('hb_set_invert', features);
    const flags = call('hb_subset_input_get_flags', input);
    call('hb_subset_input_set_flags', input, flags | NO_LAYOUT_CLOSURE | NO_HINTING);
    const unicodeSet = call('hb_subset_input_unicode_set', input);
    for (const point of unicodes) call('hb_set_add', unicodeSet, point);
    const glyphSet = call('hb_subset_input_glyph_set', input);
    for (const glyph of glyphs) call('hb_set_add', glyphSet, glyph);
    const subset = call('hb_subset_or_fail', face, input);
    if (subset === 0) throw new Error('HarfBuzz could not subset the font');
    const result = call('hb_face_reference_blob', subset);
    const data = call('hb_blob_get_data', result, 0);
    const length = call('hb_blob_get_length', result);
    const bytes = new Uint8Array(hb.memory.buffer, data, length).slice();
    call('hb_blob_destroy', result);
    call('hb_face_destroy', subset);
    if (length === 0) throw new Error('HarfBuzz wrote an empty subset');
    return bytes;
  } finally {
    call('hb_subset_input_destroy', input);
    call('hb_face_destroy', face);
    call('free', fontData);
  }
}
