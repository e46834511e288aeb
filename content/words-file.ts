// What a content module reads its words from: its words entry's English file
// (content/words/{file}.en.yml), read once when the module is first imported. The YAML is data
// only (its core schema); the content check has refused a file that breaks the entry's schema
// before any page is built, and the pages read every language through lib/i18n/words.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { contentRoot } from './content-root';

/** The English words of the entry `file` ('home'), without the translation mark. */
export function englishWords<T extends object>(file: string): T {
  const name = `content/words/${file}.en.yml`;
  const data: unknown = YAML.parse(readFileSync(path.join(contentRoot(), name), 'utf8'), {
    schema: 'core',
  });
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${name} › (file): is not a list of fields (name: value, one per line)`);
  }
  return data as T;
}
