// "Before going live": what stands between the content and a live site, in the office's words.
// Each item says what kind of thing it is, where it is (a page, a campus, an entry), the field's
// label as the editor shows it, why, and the editor's address that opens its entry. Pure: the
// production check's refusals and the build's notes come in, with the editor's configuration.
import {
  CAMPUSES_FOLDER,
  collectionOfFile,
  type CollectionDeclaration,
} from '@/content/collections';
import type { ContentIssue } from '../content-check/issues';
import type { EditorField } from './editor-config';

/** What an item is, as the office reads it; the list counts them by these. */
export const ITEM_KINDS = {
  example: 'An example value to replace',
  photo: 'A photo to take (a drawing is shown)',
  document: 'A document to upload (a sample is shown)',
  reading: 'A text for the school to read and confirm',
  translation: 'A translation to review',
  disagreement: 'The site says two different things',
  note: 'A note',
} as const;
export type ItemKind = keyof typeof ITEM_KINDS;

export interface GoingLiveItem {
  kind: ItemKind;
  /** Whether the live build refuses it (else it is listed, and the site goes live with it). */
  refusedLive: boolean;
  /** The page or campus it is on, the list's group: 'City Campus', 'The school', 'Alerts'. */
  where: string;
  /** Its entry within that, where there are several: 'Campus contacts', 'demo-heavy-rain (Marathi)'. */
  entry?: string;
  /** The field's label as the editor shows it: 'Phones › Main phone'. */
  label: string;
  /** Why it is on the list. */
  reason: string;
  file: string;
  field: string;
  /** The editor's address of its entry ('#/collections/contacts/entries/city/contact'); none
   * for a file the editor cannot open yet. */
  editor?: string;
}

/** The editor's configuration, as far as the list reads it. */
export interface EditorCollections {
  collections: { name: string; fields: EditorField[] }[];
}

const AGREEMENT =
  /make them agree|is also the .* campus's number|write the same|before today|but admissions are for/;

function kindOf(issue: ContentIssue, refused: boolean): ItemKind {
  if (!refused) return AGREEMENT.test(issue.message) ? 'disagreement' : 'note';
  if (/placeholder drawing/.test(issue.message)) return 'photo';
  if (/generated sample/.test(issue.message)) return 'document';
  if (issue.field.endsWith('confirmedBySchool')) return 'reading';
  if (issue.field === 'reviewed') return 'translation';
  if (AGREEMENT.test(issue.message)) return 'disagreement';
  return 'example';
}

/** 'feesApprovedOn' → 'Fees approved on': a label for a field the editor gives none. */
const words = (name: string) => {
  const spaced = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** A field path's parts: 'figures[1].value' → ['figures', 1, 'value']. */
export const partsOf = (field: string): (string | number)[] =>
  [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, name, index]) =>
    index !== undefined ? Number(index) : name!,
  );

/** The fields inside an object or a list's items (one field, or the fields of an object item). */
export function innerFields(field: EditorField | undefined): readonly EditorField[] | undefined {
  if (Array.isArray(field?.fields)) return field.fields as EditorField[];
  const item = field?.field as EditorField | undefined;
  if (!item) return undefined;
  return Array.isArray(item.fields) ? (item.fields as EditorField[]) : [item];
}

/** The editor's labels along a field's path, as its form shows them: 'Phones › Main phone'. */
export function editorLabel(fields: readonly EditorField[] | undefined, field: string): string {
  if (field === '(file)') return 'The whole entry';
  if (field === 'reviewed') return 'Translation reviewed by the school';
  if (field === 'fictional') return 'Example values';
  const labels: string[] = [];
  let level: readonly EditorField[] | undefined = fields;
  for (const part of partsOf(field)) {
    if (typeof part === 'number') {
      labels.push(`number ${part + 1}`);
      continue;
    }
    const found = level?.find((candidate) => candidate.name === part);
    labels.push(typeof found?.label === 'string' ? found.label : words(part));
    level = innerFields(found);
  }
  return labels.join(' › ');
}

const LANGUAGE = { en: '', mr: ' (Marathi)', hi: ' (Hindi)' } as const;

/** A collection file's entry: its slug as the editor addresses it, and its language. */
function entryOf(collection: CollectionDeclaration, file: string) {
  const match = /^(.*?)(?:\.(en|mr|hi))?\.(yml|md)$/.exec(file)!;
  const language = (match[2] ?? 'en') as keyof typeof LANGUAGE;
  const stem = match[1]!;
  const slug =
    collection.kind === 'words'
      ? collection.file
      : collection.kind === 'campus'
        ? stem.slice(CAMPUSES_FOLDER.length + 1)
        : stem.slice(collection.folder.length + 1);
  return { slug, language };
}

/** The collection of a collection's file in any language (x.mr.yml is x.en.yml's entry). */
export const collectionOfAnyLanguage = (file: string) =>
  collectionOfFile(file.replace(/\.(mr|hi)\.(yml|md)$/, '.en.$2'));

export function goingLiveItems(
  found: { refused: readonly ContentIssue[]; listed: readonly ContentIssue[] },
  config: EditorCollections,
  campusName: (campusId: string) => string,
): GoingLiveItem[] {
  const item = (issue: ContentIssue, refusedLive: boolean): GoingLiveItem => {
    const kind = kindOf(issue, refusedLive);
    const base = { kind, refusedLive, reason: issue.message, file: issue.file, field: issue.field };
    const collection = collectionOfAnyLanguage(issue.file);
    if (collection) {
      const { slug, language } = entryOf(collection, issue.file);
      const fields = config.collections.find(({ name }) => name === collection.name)?.fields;
      const campus = collection.kind === 'campus' ? slug.split('/')[0]! : undefined;
      const single =
        (collection.kind === 'folder' && collection.create === false) ||
        collection.kind === 'words';
      const entry = campus ? collection.labelSingular : single ? undefined : slug;
      return {
        ...base,
        where: campus ? campusName(campus) : collection.label,
        ...((entry || language !== 'en') && {
          entry: `${entry ?? collection.label}${LANGUAGE[language]}`,
        }),
        label: editorLabel(fields, issue.field),
        editor: `#/collections/${collection.name}/entries/${slug}`,
      };
    }
    if (issue.file === 'content/site.ts' && issue.field === 'siteSettings.url') {
      return { ...base, where: 'The host', label: 'The site’s address (NEXT_PUBLIC_SITE_URL)' };
    }
    const campus = new RegExp(`^${CAMPUSES_FOLDER}/([^/]+)/`).exec(issue.file)?.[1];
    const code = /^content\/.+\.ts$/.test(issue.file);
    const label = partsOf(issue.field)
      .map((part) => (typeof part === 'number' ? `number ${part + 1}` : words(part)))
      .join(' › ');
    if (code) {
      return {
        ...base,
        where: 'The site’s code (a developer changes it)',
        entry: issue.file,
        label,
      };
    }
    if (issue.file === 'content/transfer-certificates.txt') {
      return { ...base, where: 'Transfer certificates (the office’s npm run tc:issue)', label };
    }
    return { ...base, where: campus ? campusName(campus) : issue.file, label };
  };
  return [
    ...found.refused.map((issue) => item(issue, true)),
    ...found.listed.map((issue) => item(issue, false)),
  ];
}

/** How many items of each kind, in the order of ITEM_KINDS. */
export function countsByKind(items: readonly GoingLiveItem[]): Partial<Record<ItemKind, number>> {
  const counts: Partial<Record<ItemKind, number>> = {};
  for (const kind of Object.keys(ITEM_KINDS) as ItemKind[]) {
    const count = items.filter((each) => each.kind === kind).length;
    if (count > 0) counts[kind] = count;
  }
  return counts;
}
