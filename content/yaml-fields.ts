// A content file's fields as its YAML writes them: data only (YAML's core schema: no dates, no
// tags that make objects), and a mapping at the top, or an error naming the file.
import YAML from 'yaml';

/** The fields of `source`, the YAML file `file` (named in the error of a file that is none). */
export function yamlFields(file: string, source: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = YAML.parse(source, { schema: 'core' });
  } catch (error) {
    throw new Error(`${file} › (file): ${(error as Error).message}`, { cause: error });
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${file} › (file): is not a list of fields (name: value, one per line)`);
  }
  return data as Record<string, unknown>;
}
