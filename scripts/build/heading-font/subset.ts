// The heading font's Devanagari file cut to the glyphs the Marathi and Hindi texts are drawn with
// (scripts/build/heading-font/texts.ts), written where lib/fonts.ts reads it. Run by the prebuild step
// and before `npm run dev`, so a new text brings its glyphs. Each word is shaped with the whole
// file (scripts/build/heading-font/shaping.ts): the subset keeps the texts' characters, the glyphs the
// words end as and every glyph their substitutions pass through (conjuncts, half forms, reph,
// matras), with the layout rules among those glyphs, so the texts shape as with the whole file.
// The TrueType hinting instructions are left out, as web fonts for most platforms ship: headings
// are drawn at sizes where browsers smooth outlines without them.
//
// The subset holds every character of those texts that the browser takes from the Devanagari
// file: what that file draws and the Latin file does not (letters, signs, dandas, joiners, ₹).
// A Devanagari character the file does not draw stops the build, named with the places it
// occurs; every other character is the Latin file's (used whole) or the system font's, as on the
// English pages.
//
// A subset once cut is kept under node_modules/.cache/heading-font/, by a digest of the fonts, the
// texts, this code and the installed libraries: the next run with all of them the same writes it
// again without shaping a word.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fontverter from 'fontverter';
import { subsetToGlyphs } from './harfbuzz-subset';
import { glyphsShaping, runsOf } from './shaping';
import { languageNameTexts, translatedTexts, type PlacedText } from './texts';
import { LANGUAGE_NAMES_FAMILY, devanagariFace } from '../../../lib/devanagari-font';

/** The site's Devanagari family's files (the editor carries its regular and bold too). */
export const MUKTA_FILES = 'node_modules/@fontsource/mukta/files';
export const LATIN_FONT = `${MUKTA_FILES}/mukta-latin-700-normal.woff2`;
export const DEVANAGARI_FONT = `${MUKTA_FILES}/mukta-devanagari-700-normal.woff2`;
/**
 * Written by this script only (ignored by git); lib/fonts.ts points its @font-face here, and so
 * does the site's bold Devanagari face. Named with underscores, as next/font names the files it
 * serves: the build then serves the file under one name for both rules, and a device without a
 * Devanagari font fetches it once.
 */
export const DEVANAGARI_SUBSET = 'content/generated/fonts/mukta_devanagari_700_subset.woff2';

/** Characters of the Devanagari script (and those it shares, such as the dandas). */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;

/** A font file in the form HarfBuzz reads (TrueType/OpenType, not WOFF2). */
export const sfntOf = async (font: Uint8Array) =>
  new Uint8Array(await fontverter.convert(Buffer.from(font), 'truetype'));

/** The code points a font file maps to glyphs (its cmap). */
export async function codePointsOf(font: Uint8Array): Promise<Set<number>> {
  // An ES module that waits for its WebAssembly at load, so imported when first needed, by its
  // file (a test runner's loader cannot resolve a package name for a dynamic import).
  const harfbuzz: typeof import('harfbuzzjs') = await import(
    pathToFileURL(require.resolve('harfbuzzjs')).href
  );
  const face = new harfbuzz.Face(new harfbuzz.Blob(await sfntOf(font)));
  return new Set(face.collectUnicodes());
}

/** Which characters the browser takes from the Devanagari file, given both files' cmaps. */
export function devanagariFileCharacter(
  latin: ReadonlySet<number>,
  devanagari: ReadonlySet<number>,
) {
  return (character: string) => {
    const point = character.codePointAt(0)!;
    if (latin.has(point)) return false;
    return devanagari.has(point) || DEVANAGARI.test(character);
  };
}

/** Each character of `texts` that `wanted` picks and `font` lacks, with the places it occurs. */
export function charactersMissing(
  texts: readonly PlacedText[],
  wanted: (character: string) => boolean,
  font: ReadonlySet<number>,
): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const { where, text } of texts) {
    for (const character of new Set(text)) {
      if (!wanted(character) || font.has(character.codePointAt(0)!)) continue;
      const places = missing.get(character) ?? [];
      if (!places.includes(where)) places.push(where);
      missing.set(character, places);
    }
  }
  return missing;
}

const codePoint = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** '  - U+0950 "ॐ" in content/words/home.mr.yml:12, content/words/home.hi.yml:12' per character. */
export const describeMissing = (missing: ReadonlyMap<string, string[]>) =>
  [...missing].map(
    ([character, places]) => `  - ${codePoint(character)} "${character}" in ${places.join(', ')}`,
  );

/**
 * Subsets already cut, by a digest of all that decides one (cutSubsetKey): a build, the editor's
 * preview and the tests of the same texts write the same file, cut once. Written by this script
 * only.
 */
export const SUBSET_CACHE = 'node_modules/.cache/heading-font';

/** npm's record of the packages node_modules holds, with their versions. */
const INSTALLED_PACKAGES = 'node_modules/.package-lock.json';

/** This script's own files: a change to how the subset is cut is a new subset. */
const CUTTING_CODE = ['subset.ts', 'shaping.ts', 'harfbuzz-subset.ts', 'texts.ts'];

/**
 * The digest of what decides the subset: both font files, every translated text, the code that
 * cuts it, and the installed versions of the libraries it runs (HarfBuzz, the WOFF2 converter).
 */
function cutSubsetKey(root: string, texts: readonly PlacedText[], source: Buffer): string {
  const hash = createHash('sha256');
  hash.update(source);
  hash.update(readFileSync(path.join(root, LATIN_FONT)));
  for (const file of CUTTING_CODE)
    hash.update(readFileSync(path.join(path.dirname(__filename), file)));
  const installed = path.join(root, INSTALLED_PACKAGES);
  if (existsSync(installed)) hash.update(readFileSync(installed));
  hash.update(JSON.stringify(texts.map(({ text }) => text)));
  return hash.digest('hex');
}

interface CachedSubset {
  characters: number;
  glyphs: number;
  /** The WOFF2 file, base64. */
  woff2: string;
}

function cachedSubset(file: string): CachedSubset | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CachedSubset;
  } catch {
    return undefined;
  }
}

/** Writes `data` whole or not at all: a reader never sees half of it. */
function writeWhole(file: string, data: string | Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

export interface HeadingFontSubset {
  sourceBytes: number;
  subsetBytes: number;
  characters: number;
  /** The glyphs the texts are drawn with, kept in the subset. */
  glyphs: number;
  /** The texts' Devanagari characters the font lacks: the subset is then not written. */
  missing: Map<string, string[]>;
  /** What the subset is for, as the build's lines name it, the file cut and the subset written. */
  use: string;
  fontFile: string;
  target: string;
}

/** Cuts the Devanagari file to the texts' characters it draws, and writes it. */
export const writeHeadingFontSubset = (root: string): Promise<HeadingFontSubset> =>
  writeDevanagariSubset(root, translatedTexts(root), DEVANAGARI_FONT, DEVANAGARI_SUBSET);

/**
 * Both Devanagari subsets the site needs, from one reading of the texts: the headings' font and
 * the site's Devanagari faces.
 */
export async function writeDevanagariFonts(root: string): Promise<HeadingFontSubset[]> {
  const texts = translatedTexts(root);
  const heading = await writeDevanagariSubset(root, texts, DEVANAGARI_FONT, DEVANAGARI_SUBSET);
  if (heading.missing.size > 0) return [heading];
  return [heading, ...(await writeDevanagariFaces(root, texts))];
}

/** Cuts `fontFile` (one of Mukta's Devanagari files) to what `texts` need; writes it to `target`. */
async function writeDevanagariSubset(
  root: string,
  texts: readonly PlacedText[],
  fontFile: string,
  target: string,
  use = 'Heading font',
): Promise<HeadingFontSubset> {
  const described = { use, fontFile, target };
  const source = readFileSync(path.join(root, fontFile));
  // Only a subset that lacked no character was kept: the same inputs lack none now.
  const cacheFile = path.join(root, SUBSET_CACHE, `${cutSubsetKey(root, texts, source)}.json`);
  const cached = cachedSubset(cacheFile);
  if (cached) {
    const subset = Buffer.from(cached.woff2, 'base64');
    writeWhole(path.join(root, target), subset);
    const { characters, glyphs } = cached;
    return {
      sourceBytes: source.length,
      subsetBytes: subset.length,
      characters,
      glyphs,
      missing: new Map(),
      ...described,
    };
  }
  const latin = await codePointsOf(readFileSync(path.join(root, LATIN_FONT)));
  const devanagari = await codePointsOf(source);
  const fromDevanagari = devanagariFileCharacter(latin, devanagari);
  const needed = [...new Set(texts.flatMap(({ text }) => [...text].filter(fromDevanagari)))];
  const result = {
    sourceBytes: source.length,
    subsetBytes: 0,
    characters: needed.length,
    glyphs: 0,
    ...described,
  };
  const missing = charactersMissing(texts, fromDevanagari, devanagari);
  if (missing.size > 0) return { ...result, missing };
  const sfnt = await sfntOf(source);
  const glyphs = await glyphsShaping(sfnt, runsOf(texts, fromDevanagari));
  const cut = await subsetToGlyphs(
    sfnt,
    needed.map((c) => c.codePointAt(0)!),
    glyphs,
  );
  const subset = await fontverter.convert(Buffer.from(cut), 'woff2');
  const lost = charactersMissing(texts, fromDevanagari, await codePointsOf(subset));
  if (lost.size > 0) return { ...result, missing: lost };
  writeWhole(path.join(root, target), subset);
  const entry: CachedSubset = {
    characters: needed.length,
    glyphs: glyphs.size,
    woff2: subset.toString('base64'),
  };
  writeWhole(cacheFile, JSON.stringify(entry));
  return { ...result, subsetBytes: subset.length, glyphs: glyphs.size, missing };
}

/** Mukta's regular Devanagari file, cut for body text on devices without a Devanagari font. */
export const DEVANAGARI_REGULAR_FONT = `${MUKTA_FILES}/mukta-devanagari-400-normal.woff2`;
export const DEVANAGARI_REGULAR_SUBSET =
  'content/generated/fonts/mukta_devanagari_400_subset.woff2';
/** The same file cut to the languages' names alone: the switcher's face on English pages. */
export const LANGUAGE_NAMES_SUBSET = 'content/generated/fonts/mukta_devanagari_400_names.woff2';
/** The @font-face rules of the site's Devanagari faces, imported by app/globals.css. */
export const DEVANAGARI_FACES_CSS = 'content/generated/devanagari-font.css';

/**
 * The site's Devanagari faces (lib/devanagari-font.ts): the regular file cut to the texts and
 * to the languages' names alone, and the @font-face rules naming them and the headings' bold
 * subset by paths beside the rules, so the build serves each under a name that changes with its
 * bytes. Run after the headings' subset is written: it is the bold face's file.
 */
async function writeDevanagariFaces(
  root: string,
  texts: readonly PlacedText[],
): Promise<HeadingFontSubset[]> {
  const regular = await writeDevanagariSubset(
    root,
    texts,
    DEVANAGARI_REGULAR_FONT,
    DEVANAGARI_REGULAR_SUBSET,
    'Body text font (where a device has none)',
  );
  if (regular.missing.size > 0) return [regular];
  const names = await writeDevanagariSubset(
    root,
    languageNameTexts(),
    DEVANAGARI_REGULAR_FONT,
    LANGUAGE_NAMES_SUBSET,
    'Language names font (where a device has none)',
  );
  if (names.missing.size > 0) return [regular, names];
  const besideTheRules = (file: string) =>
    `./${path.relative(path.dirname(DEVANAGARI_FACES_CSS), file)}`;
  writeWhole(
    path.join(root, DEVANAGARI_FACES_CSS),
    [
      '/* Written by scripts/build/heading-font/subset.ts: the site’s Devanagari faces. */',
      devanagariFace(400, besideTheRules(DEVANAGARI_REGULAR_SUBSET)),
      devanagariFace(700, besideTheRules(DEVANAGARI_SUBSET)),
      devanagariFace(400, besideTheRules(LANGUAGE_NAMES_SUBSET), LANGUAGE_NAMES_FAMILY),
      '',
    ].join('\n'),
  );
  return [regular, names];
}

/** The build's lines: the subset's size, or the characters the Devanagari file lacks. */
export function describeSubset({
  sourceBytes,
  subsetBytes,
  characters,
  glyphs,
  missing,
  use,
  fontFile,
  target,
}: HeadingFontSubset) {
  if (missing.size > 0) {
    return [
      `${use}: ${missing.size} Devanagari character${missing.size > 1 ? 's' : ''} of the ` +
        `Marathi and Hindi texts not in ${fontFile}:`,
      ...describeMissing(missing),
    ];
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `${use}: Devanagari subset of ${characters} characters in ${glyphs} glyphs, ` +
      `${kb(subsetBytes)} ` +
      `(whole file ${kb(sourceBytes)}) in ${target}.`,
  ];
}
