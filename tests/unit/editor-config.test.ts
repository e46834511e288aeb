/**
 * @jest-environment node
 */
// The editor's configuration and the collection declarations agree: every field of every
// collection's schema is an editor field with the same required/optional, pattern, length,
// choices and date rules, and a field added to a schema appears in the editor without another
// edit. What the editor's rules accept, the schema accepts, and the reverse, for sample values.
import { z } from 'zod';
import {
  accoladesCollection,
  alertsCollection,
  collections,
  contactsCollection,
  galleryCollection,
  leadersCollection,
  noticesCollection,
  transportCollection,
  type CollectionDeclaration,
} from '@/content/collections';
import { isText } from '@/content/schema';
import {
  collectionFields,
  editorConfig,
  REVIEWED_FIELD,
  type Choice,
  type EditorField,
} from '@/scripts/editor/editor-config';

const fieldNamed = (fields: readonly EditorField[], name: string) => {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no editor field "${name}"`);
  return field;
};

const shapeOf = (collection: CollectionDeclaration) =>
  (collection.schema as z.ZodObject).shape as Record<string, z.ZodType>;

/** What the editor's pattern says of a value: Decap tests a string field's value against it. */
const patternAccepts = (field: EditorField, value: string) => {
  const pattern = field.pattern as [string, string] | undefined;
  return pattern ? new RegExp(pattern[0]).test(value) : true;
};

describe('every schema field is an editor field with the same rules', () => {
  it.each(collections.map((collection) => [collection.name, collection] as const))(
    '%s',
    (_name, collection) => {
      const fields = collectionFields(collection);
      const shape = shapeOf(collection);
      const expected = [
        ...Object.keys(shape),
        ...(collection.format === 'md' ? ['body'] : []),
        ...(collection.translated ? ['reviewed'] : []),
      ];
      expect(fields.map((field) => field.name)).toEqual(expected);
      for (const [name, schema] of Object.entries(shape)) {
        const field = fieldNamed(fields, name);
        const optional = schema instanceof z.ZodOptional;
        if (field.widget !== 'boolean') expect([name, field.required]).toEqual([name, !optional]);
        const inner = optional ? (schema.unwrap() as z.ZodType) : schema;
        if (inner instanceof z.ZodEnum) {
          expect((field.options as Choice[]).map((choice) => choice.value)).toEqual(inner.options);
        }
        const nested = inner instanceof z.ZodObject || inner instanceof z.ZodArray;
        if (collection.translated && !nested) {
          expect([name, field.i18n]).toEqual([name, isText(inner) ? true : 'none']);
        }
      }
    },
  );
});

describe('the alert form refuses what the alert schema refuses', () => {
  const fields = collectionFields(alertsCollection);
  const field = (name: string) => fieldNamed(fields, name);
  const schemaOf = (name: string) => shapeOf(alertsCollection)[name]!;

  it.each([
    ['id', 'a short name', 'heavy-rain-closure', true],
    ['id', 'words with capitals and spaces', 'Heavy rain', false],
    ['text', 'one sentence', 'The City Campus is closed today.', true],
    ['text', '201 characters', 'x'.repeat(201), false],
    ['text', '200 characters', 'x'.repeat(200), true],
  ])('%s: %s → %s', (name, _what, value, accepted) => {
    expect(patternAccepts(field(name), value)).toBe(accepted);
    expect(schemaOf(name).safeParse(value).success).toBe(accepted);
  });

  it('a date and time with the format the schema reads, India time', () => {
    expect(field('starts')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DDTHH:mm',
      picker_utc: false,
      required: true,
    });
    expect(schemaOf('starts').safeParse('2026-07-14T06:00').success).toBe(true);
  });

  it('the level and the campuses as choices, the text translated and the rest English only', () => {
    expect(field('level')).toMatchObject({
      widget: 'select',
      options: [
        { label: 'Information', value: 'information' },
        { label: 'Warning', value: 'warning' },
        { label: 'Emergency', value: 'emergency' },
      ],
    });
    expect(field('campuses')).toMatchObject({
      widget: 'select',
      multiple: true,
      min: 1,
      options: [
        { label: 'All campuses', value: 'all' },
        { label: 'City Campus', value: 'city' },
        { label: 'Airport Campus', value: 'airport' },
        { label: 'Osmanpura Campus', value: 'osmanpura' },
      ],
    });
    expect(schemaOf('campuses').parse(['all'])).toBe('all');
    expect(field('text').i18n).toBe(true);
    expect(field('starts').i18n).toBe('none');
    expect(fields.at(-1)).toEqual(REVIEWED_FIELD);
  });
});

describe('a notice: its date, its PDF and its text', () => {
  const fields = collectionFields(noticesCollection);
  it('a date written YYYY-MM-DD, a PDF uploaded into public/MPD/, a Markdown body', () => {
    expect(fieldNamed(fields, 'date')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      time_format: false,
    });
    const attachment = fieldNamed(fields, 'attachment');
    expect(attachment).toMatchObject({ widget: 'object', required: false, i18n: true });
    expect(fieldNamed(attachment.fields as EditorField[], 'file')).toMatchObject({
      widget: 'file',
      media_folder: '/public/MPD/notices',
      public_folder: '/MPD/notices',
      i18n: 'none',
    });
    expect(fieldNamed(fields, 'body')).toMatchObject({ widget: 'markdown', i18n: true });
  });
});

it('a field added to a schema appears in the editor with its rules', () => {
  const extended = {
    ...alertsCollection,
    schema: (alertsCollection.schema as unknown as z.ZodObject).extend({
      room: z
        .string()
        .regex(/^[A-Z]\d{3}$/, 'a room like B204')
        .max(4),
    }),
  };
  const room = fieldNamed(collectionFields(extended as never), 'room');
  expect(room).toMatchObject({ widget: 'string', required: true, i18n: 'none' });
  expect(patternAccepts(room, 'B204')).toBe(true);
  expect(patternAccepts(room, 'b204')).toBe(false);
});

it('the configuration names every collection, edits in three languages, saves drafts through the git host', () => {
  const config = editorConfig({ repo: 'aurora/site', branch: 'main', localPort: '8081' });
  expect(config.collections.map((collection) => collection.name)).toEqual(
    collections.map((collection) => collection.name),
  );
  // Each collection's name is its own (the loaders keep what they read by it).
  expect(new Set(collections.map(({ name }) => name)).size).toBe(collections.length);
  expect(config.i18n).toEqual({
    structure: 'multiple_files',
    locales: ['en', 'mr', 'hi'],
    default_locale: 'en',
  });
  expect(config.backend).toMatchObject({ name: 'github', repo: 'aurora/site', branch: 'main' });
  // Every save a draft (a pull request; offline, a branch) until it is Ready and published.
  expect(config.publish_mode).toBe('editorial_workflow');
  expect(config.local_backend).toEqual({ url: 'http://localhost:8081/api/v1' });
});

it('a campus collection is its file in each campus’s folder, in three languages, kept to its own files', () => {
  const config = editorConfig({ branch: 'main', localPort: '8081' });
  const contacts = config.collections.find((collection) => collection.name === 'contacts')!;
  expect(contacts).toMatchObject({
    folder: 'content/campuses',
    path: '{{slug}}/contact',
    extension: 'yml',
    create: false,
    delete: false,
    i18n: true,
    filter: { field: 'kind', value: 'contact' },
    // The campuses in their order, as the site lists them.
    sortable_fields: [{ field: 'order', default_sort: 'asc' }],
  });
  // A campus's other files are listed by the campus's folder.
  const transport = config.collections.find((collection) => collection.name === 'transport')!;
  expect((transport as { summary: string }).summary).toBe('{{dirname}} · {{fields.academicYear}}');
  const fields = (contacts as { fields: EditorField[] }).fields;
  expect(fields.slice(0, -1)).toEqual(collectionFields(contactsCollection));
  expect(fields.at(-1)).toEqual({
    name: 'kind',
    label: 'Kind of file',
    widget: 'hidden',
    default: 'contact',
    i18n: 'none',
  });
});

it('each item of a list names itself by its name, in the pane’s own language', () => {
  const fields = collectionFields(transportCollection);
  const zones = fieldNamed(fields, 'zones');
  const routes = fieldNamed(fields, 'routes');
  const stops = fieldNamed(routes.fields as EditorField[], 'stops');
  for (const list of [zones, routes, stops]) {
    expect(list).toMatchObject({ widget: 'list', summary: '{{fields.name}}' });
    expect((list.fields as EditorField[]).map((field) => field.name)).toContain('name');
  }
  // A list of objects without a name keeps Decap's own summary.
  const unnamed = collectionFields({
    ...alertsCollection,
    schema: (alertsCollection.schema as unknown as z.ZodObject).extend({
      links: z.array(z.object({ href: z.string() })),
    }),
  } as never);
  expect(fieldNamed(unnamed, 'links')).not.toHaveProperty('summary');
});

it('an alert’s notice is picked from the notices by title and date, and kept as its id', () => {
  const alerts = collections.find((collection) => collection.name === 'alerts')!;
  expect(fieldNamed(collectionFields(alerts), 'notice')).toMatchObject({
    widget: 'relation',
    collection: 'notices',
    value_field: 'id',
    search_fields: ['title', 'id'],
    display_fields: ['{{date}} · {{title}}'],
    required: false,
  });
});

it('a new entry’s short name is made from its title (an alert’s from its text), and keeps its rule', () => {
  const notices = collectionFields(noticesCollection);
  expect(fieldNamed(notices, 'id')).toMatchObject({
    widget: 'short-name',
    from: 'title',
    required: true,
    i18n: 'none',
  });
  expect(patternAccepts(fieldNamed(notices, 'id'), 'city-campus-closed')).toBe(true);
  expect(patternAccepts(fieldNamed(notices, 'id'), 'City campus')).toBe(false);
  expect(fieldNamed(collectionFields(alertsCollection), 'id')).toMatchObject({
    widget: 'short-name',
    from: 'text',
  });
});

it('the mark of an example is the editor’s own flag, shown only where it is set', () => {
  for (const collection of [alertsCollection, leadersCollection, accoladesCollection]) {
    expect(fieldNamed(collectionFields(collection), 'fictional')).toEqual({
      name: 'fictional',
      widget: 'example-flag',
      label: 'Example values',
      required: false,
      default: false,
      i18n: 'none',
    });
  }
});

it('leaders and awards in the order of their numbers, the gallery’s photos named by what they show', () => {
  const config = editorConfig();
  for (const name of ['leaders', 'accolades']) {
    const collection = config.collections.find((c) => c.name === name)!;
    expect(collection).toMatchObject({ slug: '{{slug}}', sortable_fields: ['order'], i18n: true });
  }
  const leader = collectionFields(leadersCollection);
  expect(fieldNamed(leader, 'image')).toMatchObject({ widget: 'object', label: 'Portrait' });
  const portrait = fieldNamed(leader, 'image').fields as EditorField[];
  expect(fieldNamed(portrait, 'src')).toMatchObject({
    widget: 'image',
    media_folder: '/content/photos/leaders',
    public_folder: '/images/leaders',
  });
  const icon = fieldNamed(collectionFields(accoladesCollection), 'icon');
  expect(icon.options).toContainEqual({ label: 'Graduation cap', value: 'graduation-cap' });
  const rows = collectionFields(galleryCollection);
  expect(fieldNamed(rows, 'rowOne')).toMatchObject({ widget: 'list', summary: '{{fields.alt}}' });
  const photo = fieldNamed(fieldNamed(rows, 'rowOne').fields as EditorField[], 'src');
  expect(photo).toMatchObject({ media_folder: '/content/photos/gallery' });
  const gallery = config.collections.find((c) => c.name === 'gallery')!;
  expect(gallery).toMatchObject({ create: false, delete: false });
});
