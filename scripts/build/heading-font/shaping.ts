// How HarfBuzz (the shaper Chromium, Firefox and Android use) draws the texts' Devanagari words
// with a font: the glyphs each word ends as, and every glyph its substitutions pass through on
// the way (a half form before it joins a conjunct, a consonant before its reph moves). The
// heading font's subset keeps exactly those glyphs.
import { pathToFileURL } from 'node:url';

type HarfBuzz = typeof import('harfbuzzjs');

/** HarfBuzz's shaping module: an ES module that waits for its WebAssembly at load. */
export async function loadHarfBuzz(): Promise<HarfBuzz> {
  // Imported by its file: a test runner's loader cannot resolve a package name here.
  return import(pathToFileURL(require.resolve('harfbuzzjs')).href);
}

/** The languages the Devanagari texts are shaped in: a font may draw a letter per language. */
export const SHAPING_LANGUAGES = ['mr', 'hi'] as const;

/** Each run of characters the browser draws from one font: it shapes such a run on its own. */
export function runsOf(texts: readonly { text: string }[], fromFont: (c: string) => boolean) {
  const runs = new Set(
    texts.flatMap(({ text }) =>
      [...text]
        .map((character) => (fromFont(character) ? character : '\n'))
        .join('')
        .split('\n'),
    ),
  );
  runs.delete('');
  return [...runs];
}

/** A run as a font shapes it in `language`: per glyph its outline, cluster, advance and offsets. */
export interface ShapedRun {
  run: string;
  language: string;
  notdef: number;
  layout: string[];
}

/** Every run shaped with `sfnt` (a TrueType/OpenType file) in each shaping language. */
export async function shapeRuns(sfnt: Uint8Array, runs: readonly string[]): Promise<ShapedRun[]> {
  const harfbuzz = await loadHarfBuzz();
  const font = new harfbuzz.Font(new harfbuzz.Face(new harfbuzz.Blob(sfnt)));
  // Glyph ids differ between a file and its subset: a glyph is compared by its outline.
  const outlines = new Map<number, string>();
  const outline = (glyph: number) => {
    if (!outlines.has(glyph)) outlines.set(glyph, font.glyphToPath(glyph));
    return outlines.get(glyph)!;
  };
  return SHAPING_LANGUAGES.flatMap((language) =>
    runs.map((run) => {
      const buffer = new harfbuzz.Buffer();
      buffer.addText(run);
      buffer.guessSegmentProperties();
      buffer.setLanguage(language);
      harfbuzz.shape(font, buffer);
      const glyphs = buffer.getGlyphInfosAndPositions();
      return {
        run,
        language,
        notdef: glyphs.filter((glyph) => glyph.codepoint === 0).length,
        layout: glyphs.map((g) =>
          [outline(g.codepoint), g.cluster, g.xAdvance, g.xOffset, g.yOffset].join(' '),
        ),
      };
    }),
  );
}

/**
 * The glyph ids `sfnt` draws the runs with, in each shaping language, and every glyph the
 * substitutions (GSUB) hold on the way: HarfBuzz reports the buffer before and after each lookup.
 */
export async function glyphsShaping(sfnt: Uint8Array, runs: readonly string[]) {
  const harfbuzz = await loadHarfBuzz();
  const font = new harfbuzz.Font(new harfbuzz.Face(new harfbuzz.Blob(sfnt)));
  const glyphs = new Set<number>();
  const buffer = new harfbuzz.Buffer();
  let substituting = true;
  buffer.setMessageFunc((state, _font, message) => {
    if (message.startsWith('start table GPOS')) substituting = false;
    if (substituting && state.getContentType() === harfbuzz.BufferContentType.GLYPHS) {
      for (const glyph of state.getGlyphInfos()) glyphs.add(glyph.codepoint);
    }
    return true;
  });
  for (const language of SHAPING_LANGUAGES) {
    for (const run of runs) {
      buffer.clearContents();
      buffer.addText(run);
      buffer.guessSegmentProperties();
      buffer.setLanguage(language);
      substituting = true;
      harfbuzz.shape(font, buffer);
      for (const glyph of buffer.getGlyphInfos()) glyphs.add(glyph.codepoint);
    }
  }
  return glyphs;
}
