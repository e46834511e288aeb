// A draft's problems in the office's words: the check's lines become the field's label as the
// form shows it, the pane it is in, and a reason naming other fields by their labels.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { editorConfig } from '@/scripts/editor/editor-config';
import { issueOf, officeProblems } from '@/scripts/editor/office-problems';
import {
  leaveOutUnnamedDocuments,
  namedDocuments,
} from '@/scripts/postbuild/unnamed-documents.mjs';

const config = editorConfig();

describe('officeProblems', () => {
  test('an alert that ends before it starts: both times named by their labels, and what to do', () => {
    const [problem] = officeProblems(
      { errors: ['content/alerts/early.en.yml › ends: is not after starts'], warnings: [] },
      config,
    );
    expect(problem).toMatchObject({
      refused: true,
      language: 'en',
      field: 'ends',
      label: 'Shown until (India time)',
      line: 'Shown until (India time): is not after “Shown from (India time)”',
    });
    expect(problem!.text).toMatch(/Mend it and save again/);
    expect(problem!.text).not.toMatch(/content\/|API_ERROR|›.*:/);
  });

  test('a photo not yet described in Marathi is a note in the Marathi pane, not a refusal', () => {
    const [problem] = officeProblems(
      {
        errors: [],
        warnings: ['content/gallery/photos.mr.yml › rowOne[18]: is not translated yet'],
      },
      config,
    );
    expect(problem).toMatchObject({ refused: false, language: 'mr', field: 'rowOne' });
    expect(problem!.line).toMatch(/ › number 19 \(in the Marathi pane\): is not translated yet$/);
    expect(problem!.text).toMatch(/can be published with it/);
  });

  test('a line that is no file › field is left out rather than shown as code', () => {
    expect(issueOf('Content check could not run')).toBeUndefined();
    expect(
      officeProblems({ errors: ['Content check could not run'], warnings: [] }, config),
    ).toEqual([]);
  });
});

describe('documents no entry names', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'unnamed-documents-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('are left out of the export; the named ones, and other files, stay', () => {
    const content = path.join(dir, 'content');
    const out = path.join(dir, 'out');
    mkdirSync(path.join(content, 'campuses', 'city'), { recursive: true });
    writeFileSync(
      path.join(content, 'campuses', 'city', 'disclosure.yml'),
      'documents:\n  - pdf: /MPD/city/fire-safety-2027.pdf\n',
    );
    mkdirSync(path.join(out, 'MPD', 'city'), { recursive: true });
    for (const name of ['fire-safety.pdf', 'fire-safety-2027.pdf', 'notes.txt']) {
      writeFileSync(path.join(out, 'MPD', 'city', name), 'x');
    }
    const named = namedDocuments(content);
    expect([...named]).toEqual(['/MPD/city/fire-safety-2027.pdf']);
    expect(leaveOutUnnamedDocuments(out, named)).toEqual(['/MPD/city/fire-safety.pdf']);
    expect(existsSync(path.join(out, 'MPD', 'city', 'fire-safety.pdf'))).toBe(false);
    expect(existsSync(path.join(out, 'MPD', 'city', 'fire-safety-2027.pdf'))).toBe(true);
    expect(existsSync(path.join(out, 'MPD', 'city', 'notes.txt'))).toBe(true);
  });

  test("the repository's own content names every document it keeps", () => {
    const named = namedDocuments();
    expect(named.size).toBeGreaterThan(30);
    expect(named.has('/MPD/city/fire-safety.pdf')).toBe(true);
  });
});
