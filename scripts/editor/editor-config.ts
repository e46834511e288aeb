// The browser editor's configuration (Decap CMS, served at /admin/), made from the collection
// declarations (content/collections.ts): every field of a collection's zod schema becomes an
// editor field with the same required/optional, pattern, length, enumeration and date rules, so
// the editor refuses what the schema refuses wherever the editor can say it (the build's content
// check refuses the rest). The words a collection translates (`text` strings) are edited side by
// side in English, Marathi and Hindi; every other value only in English.
import { z } from 'zod';
import {
  CAMPUS_FILE_KIND,
  CAMPUSES_FOLDER,
  collections,
  type CampusCollection,
  type CollectionDeclaration,
  type FolderCollection,
  WORDS_FOLDER,
  type WordsCollection,
} from '@/content/collections';
import { isText, isValidIsoDate, references } from '@/content/schema';
import { campusFilterLabelsIn, campusPagesIn } from '@/lib/campuses/campuses';
import { disclosureLabelsIn } from '@/lib/disclosure/disclosure';
import { siteIn } from '@/lib/site/site';
import { DEFAULT_LOCALE, locales } from '@/lib/i18n/locales';
import { CAMPUS_PHOTOS, UPLOAD_LIMITS } from '../content-check/uploads';
import { ENTRY_FOLDER } from './editable-files';

/** One field of the editor's form, as Decap reads it. */
export type EditorField = Record<string, unknown> & { name: string; widget: string };

/** Where the editor saves (the git host's repository), from the build's environment. */
export interface EditorBackend {
  /** 'owner/name' on GitHub; without it the live editor cannot sign in (the local one can). */
  repo?: string;
  branch: string;
  /** The sign-in helper's address (Decap's base_url), and its path. */
  authUrl?: string;
  authEndpoint?: string;
  /** The port the local backend (`npm run edit`) answers on. */
  localPort: string;
}

export function backendFromEnv(
  env: Record<string, string | undefined> = process.env,
): EditorBackend {
  return {
    repo: env.ADMIN_REPO || undefined,
    branch: env.ADMIN_BRANCH || 'main',
    authUrl: env.ADMIN_AUTH_URL || undefined,
    authEndpoint: env.ADMIN_AUTH_ENDPOINT || undefined,
    localPort: env.EDIT_BACKEND_PORT || '8081',
  };
}

/** The field marking a translation as checked by the school (refused unticked in production). */
export const REVIEWED_FIELD: EditorField = {
  name: 'reviewed',
  label: 'Translation reviewed by the school',
  hint: 'In Marathi or Hindi: tick once a fluent reader at the school has checked this language; the live site refuses a language left unticked. In English it changes nothing.',
  widget: 'boolean',
  required: false,
  default: false,
  i18n: true,
};

interface Meta {
  title?: string;
  description?: string;
  format?: string;
  /** The collection whose entry the value names by its `id`, picked from a list of titles. */
  relation?: string;
  /**
   * The folder, inside a campus's photos, that an image's uploads go to: its name is the size
   * rule the photo is cropped to (content/images.ts: /images/campuses/{campus}/hero/…).
   */
  photoFolder?: string;
  /**
   * The field a short name is made from while its entry is new ('title'): the editor's own
   * `short-name` widget (scripts/editor/office-widgets.js) fills it in as the office types.
   */
  madeFrom?: string;
}

const metaOf = (schema: z.ZodType): Meta => (z.globalRegistry.get(schema) ?? {}) as Meta;

/**
 * The mark of an entry that came with the site as an example: the editor's own `example-flag`
 * widget shows it only where it is set, naming the fields still holding the demo's values. A mark
 * inside an entry (a date in a group) is kept as written and not shown: its value alone decides
 * (lib/content/demo-values.ts).
 */
const EXAMPLE_MARK = 'fictional';
const EXAMPLE_FLAG = {
  widget: 'example-flag',
  label: 'Example values',
  required: false,
  default: false,
};

/** The office's words for field names the schemas share, where a schema gives no label. */
const SHARED_LABELS: Record<string, string> = {
  src: 'Photo',
  alt: 'What the photo shows (read aloud to visitors who cannot see it)',
  pdf: 'PDF document',
  url: 'Web address',
  id: 'Short name',
};

/** 'startTime' → 'Start time': a label for a field the schema gives none. */
const labelFromName = (name: string) => {
  if (SHARED_LABELS[name]) return SHARED_LABELS[name];
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface Check {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  fn?: unknown;
  error?: (issue: object) => unknown;
}

const checksOf = (schema: z.ZodType): Check[] =>
  ((schema._zod.def as { checks?: { _zod: { def: Check } }[] }).checks ?? []).map(
    (check) => check._zod.def,
  );

/** A check's own message ('use lower-case letters, digits and hyphens'), if it has one. */
function messageOf(check: Check): string | undefined {
  const message = check.error?.({ input: '', code: 'invalid_format' });
  return typeof message === 'string' ? message : undefined;
}

/** A string's rules as one Decap pattern: its regex, and its length as a lookahead. */
function stringPattern(schema: z.ZodType): [string, string] | undefined {
  const checks = checksOf(schema);
  // A regex of the schema's own, or the one behind a format it names (an e-mail address).
  const own = schema._zod.def as unknown as Check;
  // A web address (zod checks it by parsing it, with no regex): one that begins http:// or https://.
  const url = [own, ...checks].find((check) => check.format === 'url' && !check.pattern);
  const regex = url
    ? { ...url, pattern: /^https?:\/\/\S+$/ }
    : [own, ...checks].find((check) => check.check === 'string_format' && check.pattern);
  const min = checks.find((check) => check.check === 'min_length')?.minimum;
  const max = checks.find((check) => check.check === 'max_length')?.maximum;
  if (!regex && max === undefined && (min ?? 0) <= 1) return undefined;
  const length =
    max !== undefined || (min ?? 0) > 1 ? `(?=[\\s\\S]{${min ?? 0},${max ?? ''}}$)` : '';
  const body = regex ? regex.pattern!.source.replace(/^\^/, '').replace(/\$$/, '') : '[\\s\\S]*';
  const messages = [
    regex ? messageOf(regex) : undefined,
    max !== undefined ? `at most ${max} characters` : undefined,
  ].filter(Boolean);
  return [`^${length}(?:${body})$`, messages.join('; ') || 'is not in the expected form'];
}

const isIsoDate = (schema: z.ZodType) =>
  checksOf(schema).some((check) => check.check === 'custom' && check.fn === isValidIsoDate);

/** One choice of a select as the office reads it, and the value the file keeps. */
export interface Choice {
  label: string;
  value: string;
}

/**
 * The choices among `values` in the office's words: a campus by its name ('City Campus'), every
 * campus as the campus filters say it, a fee table's group of classes as the disclosure names it
 * ('Class I to V'), any other value as words ('news-articles': 'News articles'). The file keeps
 * the value.
 */
export function choicesOf(values: readonly string[], everyCampus = false): Choice[] {
  const feeClasses: Record<string, string> = disclosureLabelsIn('en').mpdFeeClasses;
  return values.map((value) => {
    const campus = campusPagesIn('en').find((page) => page.campusId === value);
    const words = value.replace(/-/g, ' ');
    const label =
      everyCampus && value === 'all'
        ? campusFilterLabelsIn('en').all
        : everyCampus && value === 'school'
          ? 'The whole school'
          : (campus?.name ?? feeClasses[value] ?? words.charAt(0).toUpperCase() + words.slice(1));
    return { label, value };
  });
}

/** A union of 'all' and a list of campuses: one multiple choice, 'all' among the options. */
function campusChoice(schema: z.ZodUnion): string[] | undefined {
  const options = schema.options as readonly z.ZodType[];
  const all = options.some((option) => option instanceof z.ZodLiteral && option.value === 'all');
  const list = options.find((option) => option instanceof z.ZodArray) as z.ZodArray | undefined;
  const element = list?.element as z.ZodType | undefined;
  return all && element instanceof z.ZodEnum
    ? ['all', ...(element.options as string[])]
    : undefined;
}

interface FieldContext {
  collection: CollectionDeclaration;
  translated: boolean;
  /** The photo folder an enclosing field names (Meta.photoFolder). */
  photoFolder?: string;
  /** Whether the field is inside another (a group or a list's item), not the entry's own. */
  nested?: boolean;
}

/** The folder of the pages' photos: content/photos/pages/, served under /images/pages/. */
const WORDS_PHOTOS = 'pages';

/** The address of the campuses' photos: /images/campuses/{campus}/…. */
const CAMPUS_UPLOADS = 'campuses';

/**
 * Where an uploaded file of a collection is kept: originals only, never a generated file. A
 * campus's documents go into its own documents' folder (public/MPD/{campus}/) and its photos into
 * its own folder (content/campuses/{campus}/photos/, served under /images/campuses/{campus}/),
 * the campus's folder named by Decap from the entry's path; `photoFolder` is a folder inside.
 */
export function uploadFolders(collection: CollectionDeclaration, photoFolder?: string) {
  const inside = photoFolder ? `/${photoFolder}` : '';
  if (collection.kind === 'campus') {
    return {
      pdf: { media_folder: `/public/MPD/${ENTRY_FOLDER}`, public_folder: `/MPD/${ENTRY_FOLDER}` },
      image: {
        media_folder: `/${CAMPUSES_FOLDER}/${ENTRY_FOLDER}/${CAMPUS_PHOTOS}${inside}`,
        public_folder: `/images/${CAMPUS_UPLOADS}/${ENTRY_FOLDER}${inside}`,
      },
    };
  }
  const name = collection.kind === 'words' ? WORDS_PHOTOS : collection.folder.split('/').pop()!;
  return {
    pdf: { media_folder: `/public/MPD/${name}`, public_folder: `/MPD/${name}` },
    image: { media_folder: `/content/photos/${name}`, public_folder: `/images/${name}` },
  };
}

/**
 * What Decap can refuse of an upload itself: a file over the kind's size limit (its media
 * library's `max_file_size`, in bytes). The image widget's file picker offers images only; Decap
 * has no option that limits the file widget's types, so the content check refuses any file of
 * the upload folders that is not what it claims (scripts/content-check/uploads.ts).
 */
export const uploadRules = (kind: keyof typeof UPLOAD_LIMITS) => ({
  media_library: { config: { max_file_size: UPLOAD_LIMITS[kind] } },
  // A file reaches the site only as a file chosen from this computer, checked for its kind and
  // size before it is attached: no button offers an address to fetch one from instead.
  choose_url: false,
});

/** A value naming another collection's entry by its `id`: picked from a list of its titles. */
function relationWidget(name: string): Record<string, unknown> {
  const target = collections.find((collection) => collection.name === name);
  if (!target) throw new Error(`the editor has no collection "${name}" to pick from`);
  const sortBy = target.kind === 'folder' ? target.sortBy : undefined;
  return {
    widget: 'relation',
    collection: target.name,
    value_field: 'id',
    search_fields: ['title', 'id'],
    display_fields: [sortBy ? `{{${sortBy}}} · {{title}}` : '{{title}}'],
    options_length: 50,
  };
}

/** A schema's editor widget and its rules (without name, label, required, i18n). */
function widgetOf(schema: z.ZodType, context: FieldContext): Record<string, unknown> {
  const meta = metaOf(schema);
  const reference = references.get(schema)?.reference;
  if (reference === 'publicFile') {
    return { widget: 'file', ...uploadFolders(context.collection).pdf, ...uploadRules('document') };
  }
  if (reference === 'image') {
    return {
      widget: 'image',
      ...uploadFolders(context.collection, context.photoFolder).image,
      ...uploadRules('photo'),
    };
  }
  // A value that has one possible value (a mark the code reads) is kept as it is, not edited.
  if (schema instanceof z.ZodLiteral) return { widget: 'hidden' };
  if (schema._zod.def.type === 'string' || schema instanceof z.ZodTemplateLiteral) {
    if (meta.format === 'school-date-time') {
      return {
        widget: 'datetime',
        format: 'YYYY-MM-DDTHH:mm',
        date_format: 'YYYY-MM-DD',
        time_format: 'HH:mm',
        picker_utc: false,
      };
    }
    if (isIsoDate(schema)) {
      return {
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        date_format: 'YYYY-MM-DD',
        time_format: false,
      };
    }
    const pattern = stringPattern(schema);
    return { widget: 'string', ...(pattern && { pattern }) };
  }
  if (schema instanceof z.ZodEnum) {
    return { widget: 'select', options: choicesOf(schema.options as string[]) };
  }
  if (schema instanceof z.ZodBoolean) return { widget: 'boolean', default: false };
  if (schema instanceof z.ZodNumber) {
    const integer = schema.format === 'safeint' || schema.isInt;
    return {
      widget: 'number',
      value_type: integer ? 'int' : 'float',
      ...(Number.isFinite(schema.minValue) && { min: schema.minValue }),
      ...(Number.isFinite(schema.maxValue) && { max: schema.maxValue }),
    };
  }
  if (schema instanceof z.ZodUnion) {
    const options = campusChoice(schema);
    if (options) {
      return { widget: 'select', multiple: true, min: 1, options: choicesOf(options, true) };
    }
    // Named values only ('school' or a campus): one choice among them all.
    const values = (schema.options as readonly z.ZodType[]).flatMap((option) =>
      option instanceof z.ZodLiteral
        ? [...option.values].map(String)
        : option instanceof z.ZodEnum
          ? (option.options as string[])
          : [null],
    );
    if (!values.includes(null)) {
      return { widget: 'select', options: choicesOf(values as string[], true) };
    }
    // A union of named choices and a finer form (an image's crop focus): the named choices.
    const named = (schema.options as readonly z.ZodType[]).find(
      (option) => option instanceof z.ZodEnum,
    );
    if (named) return widgetOf(named, context);
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    const min = (schema._zod.bag as { minimum?: number }).minimum;
    if (element instanceof z.ZodEnum) {
      const options = choicesOf(element.options as string[]);
      return { widget: 'select', multiple: true, options, ...(min && { min }) };
    }
    if (element instanceof z.ZodObject) {
      // Each item's bar names it as a reader does (its name, in the language of its pane), where
      // Decap would show its first field: an id, missing in a translation.
      const named = ['name', 'title', 'alt', 'classes'].find((key) => key in element.shape);
      // A fee row names its year beside its classes: 'Class I to V · 2027-28'.
      const year = 'academicYear' in element.shape ? ' · {{fields.academicYear}}' : '';
      return {
        widget: 'list',
        fields: fieldsOf(element, context),
        ...(named && { summary: `{{fields.${named}}}${year}` }),
        ...(min && { min }),
      };
    }
    return { widget: 'list', field: editorField('item', element, context), ...(min && { min }) };
  }
  if (schema instanceof z.ZodObject) return { widget: 'object', fields: fieldsOf(schema, context) };
  throw new Error(
    `the editor has no field for a ${schema._zod.def.type}: add it to scripts/editor/editor-config.ts`,
  );
}

/** Whether a schema holds words a visitor reads anywhere inside it. */
function holdsText(schema: z.ZodType): boolean {
  if (isText(schema)) return true;
  if (schema instanceof z.ZodOptional) return holdsText(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray) return holdsText(schema.element as z.ZodType);
  if (schema instanceof z.ZodObject) {
    return Object.values(schema.shape as Record<string, z.ZodType>).some(holdsText);
  }
  return false;
}

/** One editor field for a schema's field. */
export function editorField(name: string, schema: z.ZodType, context: FieldContext): EditorField {
  const optional = schema instanceof z.ZodOptional;
  const inner = optional ? (schema.unwrap() as z.ZodType) : schema;
  const meta = { ...metaOf(inner), ...metaOf(schema) };
  if (name === EXAMPLE_MARK) {
    const widget = context.nested ? { widget: 'hidden', required: false } : EXAMPLE_FLAG;
    return { name, ...widget, ...(context.translated && { i18n: 'none' }) };
  }
  const field: EditorField = {
    name,
    label: meta.title ?? labelFromName(name),
    ...(meta.description && { hint: meta.description }),
    required: !optional,
    ...(meta.relation
      ? relationWidget(meta.relation)
      : meta.madeFrom
        ? { ...widgetOf(inner, context), widget: 'short-name', from: meta.madeFrom }
        : widgetOf(
            inner,
            meta.photoFolder ? { ...context, photoFolder: meta.photoFolder } : context,
          )),
  } as unknown as EditorField;
  // Decap's object and list widgets take a yes/no only: `false` is its 'none' (the English value).
  const grouped = field.widget === 'object' || field.widget === 'list';
  if (context.translated) field.i18n = holdsText(inner) ? true : grouped ? false : 'none';
  // An optional group (a notice's attached PDF) may be left empty: its fields are then optional
  // in the editor too, and the content check refuses a group half filled in.
  if (optional && field.widget === 'object') {
    field.collapsed = true;
    field.fields = (field.fields as EditorField[]).map((child) => ({ ...child, required: false }));
  }
  if (field.widget === 'boolean') field.required = false;
  // A value kept with its mark ({ value, fictional }): the value is named as its group is, not
  // 'Value'.
  if (field.widget === 'object') {
    const shown = (field.fields as EditorField[]).filter((child) => child.widget !== 'hidden');
    if (shown.length === 1 && shown[0]!.name === 'value') {
      shown[0]!.label = field.label;
      if (field.hint && !shown[0]!.hint) shown[0]!.hint = field.hint;
    }
  }
  return field;
}

function fieldsOf(schema: z.ZodObject, context: FieldContext, nested = true): EditorField[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, inner]) =>
    editorField(name, inner, { ...context, nested }),
  );
}

/** An entry's object schema (a refined object's own shape). */
function objectOf(schema: z.ZodType): z.ZodObject {
  if (schema instanceof z.ZodObject) return schema;
  throw new Error('a collection’s schema must be an object of fields');
}

/** Every field of a collection's entries, the body and the translation mark included. */
export function collectionFields(collection: CollectionDeclaration): EditorField[] {
  const context = { collection, translated: collection.translated };
  const fields = fieldsOf(objectOf(collection.schema), context, false);
  if (collection.format === 'md') {
    fields.push({
      name: 'body',
      label: collection.bodyLabel ?? 'Text',
      widget: 'markdown',
      buttons: ['bold', 'italic', 'link'],
      editor_components: [],
      ...(collection.translated && { i18n: true }),
    });
  }
  if (collection.translated) fields.push(REVIEWED_FIELD);
  return fields;
}

const formatOf = (collection: CollectionDeclaration) =>
  collection.format === 'md'
    ? { format: 'frontmatter', extension: 'md' }
    : { format: 'yml', extension: 'yml' };

function identifierOf(collection: CollectionDeclaration): string | undefined {
  const shape = objectOf(collection.schema).shape as Record<string, z.ZodType>;
  if ('title' in shape) return undefined;
  if ('id' in shape) return 'id';
  const text = Object.entries(shape).find(([, schema]) => schema._zod.def.type === 'string');
  // An entry with no text at all (the home page's figures, which the editor never creates):
  // its first field, so the editor has a field to name it by.
  return text?.[0] ?? Object.keys(shape)[0];
}

/** How the editor names a collection: in code and its address, on its screens, above its list. */
const namesOf = (collection: CollectionDeclaration) => ({
  name: collection.name,
  label: collection.label,
  label_singular: collection.labelSingular,
  description: collection.description,
});

function folderCollection(collection: FolderCollection) {
  return {
    ...namesOf(collection),
    folder: collection.folder,
    ...formatOf(collection),
    create: collection.create ?? true,
    // A collection the editor adds nothing to (the home page's figures) loses nothing either.
    ...(collection.create === false && { delete: false }),
    // The field that names an entry: its short name where it has one, else its first text.
    ...(identifierOf(collection) && { identifier_field: identifierOf(collection) }),
    slug: collection.slug,
    summary: collection.summary,
    ...(collection.sortBy && { sortable_fields: [collection.sortBy] }),
    ...(collection.translated && { i18n: true }),
    fields: collectionFields(collection),
  };
}

/**
 * What a collection whose files share a folder with others' (a campus's, a page's words) gives
 * Decap: its own files, found by the kind their English file names (a hidden field, always
 * there); none added or taken away.
 */
function listedByKind(collection: CampusCollection | WordsCollection) {
  return {
    ...namesOf(collection),
    ...formatOf(collection),
    create: false,
    delete: false,
    filter: { field: CAMPUS_FILE_KIND, value: collection.file },
    // Decap asks every folder collection for a field naming an entry (a title, by default); no
    // entry is created here, and each file's kind is always there.
    identifier_field: CAMPUS_FILE_KIND,
    // Decap keeps an entry's pictures beside it where the entry has a path of its own; these
    // go where every other picture placed in a text goes.
    media_folder: `/${GLOBAL_MEDIA.media_folder}`,
    public_folder: GLOBAL_MEDIA.public_folder,
    ...(collection.translated && { i18n: true }),
    fields: [
      ...collectionFields(collection),
      {
        name: CAMPUS_FILE_KIND,
        label: 'Kind of file',
        widget: 'hidden',
        default: collection.file,
        ...(collection.translated && { i18n: 'none' }),
      },
    ],
  };
}

/**
 * A campus collection as Decap reads it: one entry per campus folder, the folder being the
 * entry's name (the editor's address: #/collections/contacts/entries/city), its file the
 * collection's in that folder; no entry added or taken away.
 */
function campusFolderCollection(collection: CampusCollection) {
  return {
    ...listedByKind(collection),
    folder: CAMPUSES_FOLDER,
    path: `{{slug}}/${collection.file}`,
    summary: collection.summary,
    ...(collection.sortBy && {
      sortable_fields: [{ field: collection.sortBy, default_sort: 'asc' }],
    }),
  };
}

/**
 * A page's words as Decap reads them: the one file in content/words/ whose kind is the page's
 * (`kind: home` in home.en.yml), with its Marathi and Hindi files beside it. (Decap keeps a
 * collection of single files translated in one file only, so each page is a collection of its
 * own, as each campus file is.)
 */
function pageWordsCollection(collection: WordsCollection) {
  return { ...listedByKind(collection), folder: WORDS_FOLDER, summary: collection.label };
}

/** Where a picture placed in a text is kept, and the address the site serves it at. */
const GLOBAL_MEDIA = { media_folder: 'content/photos/uploads', public_folder: '/images/uploads' };

/** The whole configuration Decap reads from /admin/config.yml. */
export function editorConfig(backend: EditorBackend = backendFromEnv()) {
  return {
    backend: {
      name: 'github',
      repo: backend.repo ?? 'OWNER/REPOSITORY',
      branch: backend.branch,
      ...(backend.authUrl && { base_url: backend.authUrl }),
      ...(backend.authEndpoint && { auth_endpoint: backend.authEndpoint }),
      commit_messages: {
        create: 'Editor: create {{collection}} “{{slug}}”',
        update: 'Editor: update {{collection}} “{{slug}}”',
        delete: 'Editor: delete {{collection}} “{{slug}}”',
        uploadMedia: 'Editor: upload “{{path}}”',
        deleteMedia: 'Editor: delete “{{path}}”',
      },
    },
    // Every save is a draft (a branch; on the git host, a pull request) until someone moves it
    // to Ready and publishes it, which merges it into the branch the site is built from.
    publish_mode: 'editorial_workflow',
    // `npm run edit` serves a local backend (decap-server in its git mode) that keeps drafts as
    // branches of the clone; the editor uses it when it answers on this machine, and the git
    // host otherwise.
    local_backend: { url: `http://localhost:${backend.localPort}/api/v1` },
    site_url: '/',
    display_url: '/',
    logo_url: siteIn('en').logo.src,
    locale: 'en',
    ...GLOBAL_MEDIA,
    i18n: { structure: 'multiple_files', locales: [...locales], default_locale: DEFAULT_LOCALE },
    collections: collections.map((collection) =>
      collection.kind === 'campus'
        ? campusFolderCollection(collection)
        : collection.kind === 'words'
          ? pageWordsCollection(collection)
          : folderCollection(collection),
    ),
  };
}
