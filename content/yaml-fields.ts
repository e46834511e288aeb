// A content file's fields as its YAML writes them: data only (YAML's core schema: no dates, no
// tags that make objects), and a mapping at the top, or an error naming the file.
import YAML from 'yaml';

/**
 * Each text's fields, parsed once: the site's loaders, the content check and the editor's list
 * read the same files many times over (once per language, field and page), and parsing is most
 * of their work. Kept by the text itself, so a changed file is parsed anew; each caller gets its
 * own copy, so what one changes no other sees.
 */
const parsed = new Map<string, Record<string, unknown>>();

/** A copy of parsed YAML data (mappings, lists and scalars), deep, as plain objects. */
function copyOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyOf(item)])) as T;
  }
  return value;
}

/** The fields of `source`, the YAML file `file` (named in the error of a file that is none). */
export function yamlFields(file: string, source: string): Record<string, unknown> {
  const known = parsed.get(source);
  if (known) return copyOf(known);
  let data: unknown;
  try {
    data = YAML.parse(source, { schema: 'core' });
  } catch (error) {
    throw new Error(`${file} › (file): ${(error as Error).message}`, { cause: error });
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${file} › (file): is not a list of fields (name: value, one per line)`);
  }
  parsed.set(source, data as Record<string, unknown>);
  return copyOf(data as Record<string, unknown>);
}
