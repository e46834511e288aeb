// Prints the start of a translation file for a content module: every text of the English file,
// in its nesting, with the English words as values to translate. The content check names any
// text a translation misses or adds.
//   npx tsx scripts/dev/translation-skeleton.ts content/about.ts mr > content/i18n/mr/about.ts
import path from 'node:path';
import { fileSchemas } from '../../content/schema';
import { contentFiles } from '../content-check/content-files';
import { translatableTexts } from '../content-check/translatable';

const [file, locale] = process.argv.slice(2);
const schema = file ? fileSchemas[file] : undefined;
if (!file || !schema || !locale) {
  console.error('usage: npx tsx scripts/dev/translation-skeleton.ts content/<file>.ts <mr|hi>');
  process.exit(2);
}

/** Sets `value` at `keys` inside `target`, making objects and lists on the way. */
function setAt(target: Record<PropertyKey, unknown>, keys: PropertyKey[], value: string) {
  let node: Record<PropertyKey, unknown> = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    const nextIsIndex = typeof keys[index + 1] === 'number';
    node[key] ??= nextIsIndex ? [] : {};
    node = node[key] as Record<PropertyKey, unknown>;
  });
}

const exportsOf = Object.fromEntries(
  Object.entries(contentFiles[file] ?? {}).filter(([, value]) => typeof value !== 'function'),
);
const words: Record<string, unknown> = {};
for (const entry of translatableTexts(schema, exportsOf)) setAt(words, entry.path, entry.value);
/** A list item without words stays as {}, so the items after it keep their places. */
const json = (value: unknown) =>
  JSON.stringify(
    value,
    (_, item) => (Array.isArray(item) ? Array.from(item, (x) => x ?? {}) : item),
    2,
  );

const language = locale === 'mr' ? 'Marathi' : locale === 'hi' ? 'Hindi' : locale;
const from = path
  .relative(`content/i18n/${locale}/${path.dirname(path.relative('content', file))}`, file)
  .replace(/\.ts$/, '');
console.log(`// ${language} words of ${file}. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '${from.startsWith('.') ? from : `./${from}`}';

export const reviewed = false;
`);
for (const [name, value] of Object.entries(words)) {
  console.log(`export const ${name}: Translation<typeof english.${name}> = ${json(value)};\n`);
}
