/**
 * @jest-environment node
 */
// "Before going live" (scripts/editor/going-live-list.ts): each thing the live build refuses or
// lists, in the office's words, with the editor's address of its entry.
import { editorConfig, type EditorField } from '@/scripts/editor/editor-config';
import { countsByKind, editorLabel, goingLiveItems } from '@/scripts/editor/going-live-list';

const config = editorConfig();
const campusName = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)} Campus`;
const fieldsOf = (name: string) =>
  (config.collections.find((collection) => collection.name === name) as { fields: EditorField[] })
    .fields;

it("labels a field as the editor's form does, through objects and lists", () => {
  expect(editorLabel(fieldsOf('contacts'), 'phones.primary')).toBe('Phones › Main phone');
  expect(editorLabel(fieldsOf('homeFigures'), 'figures[1].value')).toBe(
    'Figures › number 2 › Figure',
  );
  expect(editorLabel(fieldsOf('school'), 'affiliation.number')).toBe(
    'CBSE affiliation › CBSE affiliation number',
  );
  expect(editorLabel(fieldsOf('alerts'), '(file)')).toBe('The whole entry');
});

it('names where each thing is, why, and the entry that mends it; a file the editor cannot open says so', () => {
  const items = goingLiveItems(
    {
      refused: [
        {
          file: 'content/campuses/city/contact.en.yml',
          field: 'phones.primary',
          message: '"+91 00000 11111" is a demo phone number',
        },
        {
          file: 'content/school/school.en.yml',
          field: 'logo',
          message: '"/images/logo.svg" is still a placeholder drawing: put the photo at …',
        },
        {
          file: 'content/events/2026-06-15-school-reopens-2026.mr.yml',
          field: 'reviewed',
          message: 'the school has not reviewed this translation yet',
        },
        {
          file: 'content/words/privacy.hi.yml',
          field: 'reviewed',
          message: 'the school has not reviewed this translation yet',
        },
        {
          file: 'content/words/privacy.en.yml',
          field: 'privacyNotice.contact.person.name',
          message: '"Ms. Meera Kulkarni" is still the demo\'s example: put the school\'s own here',
        },
      ],
      listed: [
        {
          file: 'content/home-figures/figures.en.yml',
          field: 'figures[1].value',
          message: '"6000+" students on the home page, but …: make them agree',
        },
      ],
    },
    config,
    campusName,
  );
  expect(items).toEqual([
    expect.objectContaining({
      kind: 'example',
      refusedLive: true,
      where: 'City Campus',
      entry: 'Campus contacts',
      label: 'Phones › Main phone',
      editor: '#/collections/contacts/entries/city/contact',
    }),
    expect.objectContaining({
      kind: 'photo',
      where: 'The school',
      label: 'Logo',
      editor: '#/collections/school/entries/school',
    }),
    expect.objectContaining({
      kind: 'translation',
      where: 'Calendar dates',
      entry: '2026-06-15-school-reopens-2026 (Marathi)',
      label: 'Translation reviewed by the school',
      editor: '#/collections/events/entries/2026-06-15-school-reopens-2026',
    }),
    expect.objectContaining({
      kind: 'translation',
      where: 'Privacy notice',
      entry: 'Privacy notice (Hindi)',
      label: 'Translation reviewed by the school',
      editor: '#/collections/privacyWords/entries/privacy',
    }),
    // A page's words: the page, the field as its form labels it, the file that opens it.
    expect.objectContaining({
      kind: 'example',
      where: 'Privacy notice',
      editor: '#/collections/privacyWords/entries/privacy',
    }),
    expect.objectContaining({
      kind: 'disagreement',
      refusedLive: false,
      where: 'Home page figures',
      label: 'Figures › number 2 › Figure',
      editor: '#/collections/homeFigures/entries/figures',
    }),
  ]);
  expect(items[4]!.label).toBe('Privacy notice › Contact › Person › Name');
  expect(countsByKind(items)).toEqual({ example: 2, photo: 1, translation: 2, disagreement: 1 });
});
