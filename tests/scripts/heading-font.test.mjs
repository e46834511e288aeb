// The heading font's Devanagari subset: every Marathi and Hindi text is drawn with its glyphs
// (each character the browser takes from the Devanagari file is in it, and each word shapes as
// with the whole file, in Marathi and in Hindi: same glyphs, conjuncts and matras in place), lib/fonts.ts serves it, and
// a text that needs a Devanagari character the font lacks stops the build, naming where it is.
// A subset is cut once per set of texts: a changed text is cut anew, the same texts again give
// the same file without shaping.
import assert from 'node:assert/strict';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  existsSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  charactersMissing,
  codePointsOf,
  describeMissing,
  describeSubset,
  devanagariFileCharacter,
  SUBSET_CACHE,
  DEVANAGARI_FONT,
  DEVANAGARI_SUBSET,
  LATIN_FONT,
  sfntOf,
  writeHeadingFontSubset,
} from '../../scripts/build/heading-font/subset.ts';
import { runsOf, shapeRuns } from '../../scripts/build/heading-font/shaping.ts';
import { translatedTexts } from '../../scripts/build/heading-font/texts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => readFileSync(path.join(root, file));

let texts, latin, whole, subset, fromDevanagari;
before(async () => {
  const written = await writeHeadingFontSubset(root);
  assert.deepEqual(describeMissing(written.missing), []);
  texts = translatedTexts(root);
  latin = await codePointsOf(read(LATIN_FONT));
  whole = await codePointsOf(read(DEVANAGARI_FONT));
  subset = read(DEVANAGARI_SUBSET);
  fromDevanagari = devanagariFileCharacter(latin, whole);
});

test('every character of the Marathi and Hindi texts that the Devanagari file draws is in the subset', async () => {
  const missing = charactersMissing(texts, fromDevanagari, await codePointsOf(subset));
  assert.deepEqual(describeMissing(missing), []);
  assert.ok(subset.length < read(DEVANAGARI_FONT).length);
});

test('every Devanagari word shapes with the subset as with the whole file (conjuncts, matras)', async () => {
  // A run of characters drawn from one font is shaped on its own, as the browser does.
  const runs = runsOf(texts, fromDevanagari);
  // The words of the site include its conjuncts: क्ष (क्षेत्र), त्र, ज्ञ, र्‍ (reph) and half forms.
  assert.ok(['शिक्षण', 'प्रवेश', 'ज्ञान'].every((word) => runs.some((run) => run.includes(word))));
  const expected = await shapeRuns(await sfntOf(read(DEVANAGARI_FONT)), runs);
  const actual = await shapeRuns(await sfntOf(subset), runs);
  const differing = actual.filter(
    (shape, i) => shape.notdef > 0 || shape.layout.join() !== expected[i].layout.join(),
  );
  assert.deepEqual(
    differing.map((shape) => `${shape.language}: ${shape.run}`),
    [],
  );
});

test('lib/fonts.ts serves the subset, for characters its unicode-range holds', async () => {
  const fonts = read('lib/fonts.ts').toString();
  assert.ok(fonts.includes(`src: '../${DEVANAGARI_SUBSET}'`));
  const ranges = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(fonts)[1].split(',');
  const inRange = (point) =>
    ranges.some((range) => {
      const [from, to = from] = range
        .replace('U+', '')
        .split('-')
        .map((hex) => parseInt(hex, 16));
      return point >= from && point <= to;
    });
  const outside = [...(await codePointsOf(subset))].filter(
    (point) => !latin.has(point) && !inRange(point),
  );
  assert.deepEqual(outside, []);
});

const temporary = [];
after(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project holding only `texts` (Marathi home page texts) and the repository's packages. */
function textsOnlyProject(texts) {
  const copy = mkdtempSync(path.join(tmpdir(), 'heading-font-'));
  temporary.push(copy);
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  for (const folder of ['content/words', 'content/events']) {
    mkdirSync(path.join(copy, folder), { recursive: true });
  }
  const write = (more) =>
    writeFileSync(
      path.join(copy, 'content/words/home.mr.yml'),
      more.map((text, i) => `text${i}: ${text}\n`).join(''),
    );
  write(texts);
  return { copy, write };
}

test('a Devanagari character the font lacks stops the build, named with its file and line', async () => {
  const lacking = [...Array(0x80).keys()]
    .map((i) => String.fromCodePoint(0x900 + i))
    .find(
      (character) =>
        /\p{Script=Devanagari}/u.test(character) && !whole.has(character.codePointAt(0)),
    );
  assert.ok(lacking, 'the Devanagari block has a character Mukta does not draw');
  const { copy } = textsOnlyProject(['शाळा', `ज्ञान${lacking}`]);
  writeFileSync(path.join(copy, 'content/events/day.hi.yml'), `title: विद्यालय ${lacking}\n`);
  const result = await writeHeadingFontSubset(copy);
  const point = lacking.codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
  assert.deepEqual(describeSubset(result), [
    `Heading font: 1 Devanagari character of the Marathi and Hindi texts not in ${DEVANAGARI_FONT}:`,
    `  - U+${point} "${lacking}" in content/events/day.hi.yml:1, content/words/home.mr.yml:2`,
  ]);
  assert.equal(existsSync(path.join(copy, DEVANAGARI_SUBSET)), false);
});

const cacheFolder = path.join(root, SUBSET_CACHE);
const cachedSubsets = () =>
  existsSync(cacheFolder) ? readdirSync(cacheFolder).filter((file) => file.endsWith('.json')) : [];

/** The kept subset whose file is `woff2`, by its path. */
function keptSubsetOf(woff2) {
  return cachedSubsets()
    .map((file) => path.join(cacheFolder, file))
    .find((file) =>
      Buffer.from(JSON.parse(readFileSync(file, 'utf8')).woff2, 'base64').equals(woff2),
    );
}

test('a changed text is cut anew; the same texts again give the same file, as cut before', async (t) => {
  const keptBefore = cachedSubsets();
  // What this test kept goes with it.
  t.after(() => {
    for (const file of cachedSubsets()) {
      if (!keptBefore.includes(file)) rmSync(path.join(cacheFolder, file));
    }
  });
  // A word no text of the site has, so its subset was never cut before.
  const word = `शाळा${process.pid}`.replace(/\d/g, (digit) => '०१२३४५६७८९'[Number(digit)]);
  const { copy, write } = textsOnlyProject([word]);
  const subsetFile = path.join(copy, DEVANAGARI_SUBSET);

  const first = await writeHeadingFontSubset(copy);
  const firstBytes = readFileSync(subsetFile);
  const kept = keptSubsetOf(firstBytes);
  assert.ok(kept, 'the subset is kept');
  const keptFile = statSync(kept).ino;

  // A conjunct (ज्ञ) the first text lacks: its characters are in the new subset.
  write([word, 'ज्ञान']);
  const second = await writeHeadingFontSubset(copy);
  assert.ok(second.characters > first.characters);
  const drawn = await codePointsOf(readFileSync(subsetFile));
  for (const character of 'ज्ञ') assert.ok(drawn.has(character.codePointAt(0)), character);

  // The first texts again: the kept file is read, not cut and written again.
  write([word]);
  const again = await writeHeadingFontSubset(copy);
  assert.deepEqual(readFileSync(subsetFile), firstBytes);
  assert.deepEqual(describeSubset(again), describeSubset(first));
  assert.equal(statSync(kept).ino, keptFile);
});
