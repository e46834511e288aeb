// What every collection declaration says (content/collections.ts): its names, its files' format,
// its schema and whether it is translated.
import type { z } from 'zod';

export interface CollectionBase<Schema extends z.ZodType> {
  /** The collection's name in code and in the editor's address: 'alerts'. */
  name: string;
  /** Its name on the editor's screens: 'Alerts'. */
  label: string;
  labelSingular: string;
  /** What it is for, shown above its list in the editor. */
  description: string;
  /** 'md': YAML front matter and a Markdown body (the `body` field); 'yml': YAML. */
  format: 'md' | 'yml';
  /** An entry's fields (a Markdown entry's front matter); its `text` strings are translated. */
  schema: Schema;
  /** Whether entries have Marathi and Hindi files beside the English. */
  translated: boolean;
  /** The body's label in the editor (Markdown collections). */
  bodyLabel?: string;
  /** Rules across entries (one report per year and scope), checked on the English entries. */
  list?: z.ZodType;
}
