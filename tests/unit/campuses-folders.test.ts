/**
 * @jest-environment node
 */
// The campuses are the folders in content/campuses/: their ids in the order their contacts give,
// written to the one module the code reads, and each folder checked (its name, its files, the
// module equal to the folders), on temporary copies of the real folders.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAMPUSES_FOLDER, contactsCollection } from '@/content/collections';
import { campusIds } from '@/content/ids';
import {
  CAMPUS_IDS_MODULE,
  campusIdsModule,
  campusIdsOf,
  writeCampusIds,
} from '@/scripts/content-check/campus-ids.mjs';
import { checkCampusFolders } from '@/scripts/content-check/campuses';
import { checkCollection } from '@/scripts/content-check/collections';
import { formatIssue } from '@/scripts/content-check/validate';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A project folder holding a copy of the real campus folders and the ids module. */
function copyOfCampuses(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'campuses-'));
  roots.push(root);
  cpSync(CAMPUSES_FOLDER, path.join(root, CAMPUSES_FOLDER), { recursive: true });
  mkdirSync(path.join(root, path.dirname(CAMPUS_IDS_MODULE)), { recursive: true });
  cpSync(CAMPUS_IDS_MODULE, path.join(root, CAMPUS_IDS_MODULE));
  return root;
}

/** The copy's campus `from` copied whole to `to`, its contacts placed `order`th. */
function copyCampus(root: string, from: string, to: string, order: number) {
  const folder = path.join(root, CAMPUSES_FOLDER, to);
  cpSync(path.join(root, CAMPUSES_FOLDER, from), folder, { recursive: true });
  const contact = path.join(folder, 'contact.en.yml');
  writeFileSync(contact, readFileSync(contact, 'utf8').replace(/^order: \d+$/m, `order: ${order}`));
}

describe('the campus folders', () => {
  it('are the campuses the code reads, in their contacts’ order, and pass the check', () => {
    expect(campusIdsOf()).toEqual([...campusIds]);
    expect(readFileSync(CAMPUS_IDS_MODULE, 'utf8')).toBe(campusIdsModule([...campusIds]));
    expect(checkCampusFolders().map(formatIssue)).toEqual([]);
  });

  it('a copied folder is a new campus, placed by its order; the module is written once, then kept', () => {
    const root = copyOfCampuses();
    copyCampus(root, 'osmanpura', 'new-town', 2);
    expect(campusIdsOf(root)).toEqual(['city', 'airport', 'new-town', 'osmanpura']);
    // Until the build writes the list, the check says the module and the folders differ.
    expect(checkCampusFolders(root).map(formatIssue)).toEqual([
      `${CAMPUS_IDS_MODULE} › campusIds: lists city, airport, osmanpura, but the folders in content/campuses/ are city, airport, new-town, osmanpura: run npm run build (its first step writes this list)`,
    ]);
    expect(writeCampusIds(root)).toBe(true);
    expect(readFileSync(path.join(root, CAMPUS_IDS_MODULE), 'utf8')).toContain(
      "export const campusIds = ['city', 'airport', 'new-town', 'osmanpura'] as const;",
    );
    expect(writeCampusIds(root)).toBe(false);
    expect(checkCampusFolders(root, campusIdsOf(root)).map(formatIssue)).toEqual([]);
  });

  it('a folder named unlike an address, or a file no campus collection names, is named', () => {
    const root = copyOfCampuses();
    copyCampus(root, 'city', "Bad Name's", 4);
    writeFileSync(path.join(root, CAMPUSES_FOLDER, 'city', 'notes.txt'), 'to do');
    // Its photos' folder is its own (the uploads' check reads what is in it).
    mkdirSync(path.join(root, CAMPUSES_FOLDER, 'city', 'photos'));
    // Never written into the module: a folder's name is not code.
    expect(campusIdsOf(root)).toEqual([...campusIds]);
    expect(checkCampusFolders(root).map(formatIssue)).toEqual([
      `${CAMPUSES_FOLDER}/Bad Name's › (folder): is not a campus’s name as its pages’ addresses take it: lower-case letters and digits joined by hyphens (osmanpura, new-town)`,
      `${CAMPUSES_FOLDER}/city/notes.txt › (file): is not one of a campus’s files: books-uniform.en.yml, books-uniform.hi.yml, books-uniform.mr.yml, campus.en.yml, campus.hi.yml, campus.mr.yml, contact.en.yml, contact.hi.yml, contact.mr.yml, disclosure.yml, safeguarding.en.yml, safeguarding.hi.yml, safeguarding.mr.yml, transport.en.yml, transport.hi.yml, transport.mr.yml, or its photos/ folder`,
    ]);
  });

  it('a campus without its contacts fails the check naming the file, and its translations with it', () => {
    const root = copyOfCampuses();
    const folder = path.join(root, CAMPUSES_FOLDER, 'airport');
    renameSync(path.join(folder, 'contact.en.yml'), path.join(root, 'contact.en.yml.away'));
    expect(checkCollection(contactsCollection, root).errors.map(formatIssue)).toEqual([
      `${CAMPUSES_FOLDER}/airport/contact.en.yml › (file): does not exist: every campus has its campus contacts (copy the file from another campus's folder and change it)`,
      `${CAMPUSES_FOLDER}/airport/contact.mr.yml › (file): translates no entry: its English file (….en.…) does not exist`,
      `${CAMPUSES_FOLDER}/airport/contact.hi.yml › (file): translates no entry: its English file (….en.…) does not exist`,
    ]);
    // Without its contacts the campus has no place: it goes last.
    expect(campusIdsOf(root)).toEqual(['city', 'osmanpura', 'airport']);
  });
});

describe('a campus file’s kind', () => {
  it('names which of the campus’s files it is; another kind is named by file and field', () => {
    const root = copyOfCampuses();
    const file = path.join(root, CAMPUSES_FOLDER, 'city', 'contact.en.yml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('kind: contact', 'kind: transport'));
    expect(checkCollection(contactsCollection, root).errors.map(formatIssue)).toEqual([
      `${CAMPUSES_FOLDER}/city/contact.en.yml › kind: must be "contact": the editor lists this campus's campus contacts by it`,
    ]);
  });
});
