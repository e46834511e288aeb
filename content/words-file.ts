// What a content module reads its words from: its words entry's English file
// (content/words/{file}.en.yml), read once when the module is first imported. The YAML is data
// only; the content check has refused a file that breaks the entry's schema before any page is
// built, and the pages read every language through lib/i18n/words.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentRoot } from './content-root';
import { yamlFields } from './yaml-fields';

/** The English words of the entry `file` ('home'), as its file writes them. */
export function englishWords<T extends object>(file: string): T {
  const name = `content/words/${file}.en.yml`;
  return yamlFields(name, readFileSync(path.join(contentRoot(), name), 'utf8')) as T;
}
