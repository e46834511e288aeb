/**
 * @jest-environment node
 */
// A mark follows its value: a value the office changed is the school's own, with no button; one
// still the demo's stays on the production build's list, in a copy (an entry made with Duplicate)
// under the copy's own file.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import demoValues from '@/content/demo-values.json';
import { readEntryFile } from '@/lib/content/collections.server';
import { exampleFields, marksFollowValues } from '@/lib/content/demo-values';
import { siteContentFiles } from '@/scripts/content-check/content-files';
import { findStandIns } from '@/scripts/content-check/stand-ins';

const contentFiles = siteContentFiles();

const AIRPORT = 'content/campuses/airport/disclosure.yml';
const YEAR = 'content/admission-years/2027-28.en.yml';
const COPY = 'content/admission-years/2028-29.en.yml';

type Data = Record<string, unknown>;
const airport = contentFiles[AIRPORT] as Data & { academics: Data & { feesApprovedOn: Data } };
const year = contentFiles[YEAR]!;

/** The Airport disclosure with the PTA's approval date typed in by the office. */
const withApproval = (value: string) => ({
  ...airport,
  academics: { ...airport.academics, feesApprovedOn: { value, fictional: true } },
});

const fieldsOf = (files: Record<string, Data>, file: string) =>
  findStandIns(files)
    .filter((issue) => issue.file === file)
    .map((issue) => issue.field);

describe('the demo values a mark follows', () => {
  it('keeps the demo values it was written with, never the build', () => {
    expect(demoValues.values[AIRPORT]?.['academics.feesApprovedOn']).toEqual(
      expect.objectContaining({ value: expect.any(String) }),
    );
    expect(Object.keys(demoValues.wholeEntries[YEAR] ?? {})).toEqual(
      expect.arrayContaining(['cutoff', 'classes']),
    );
  });

  it('lists an untouched example, and no longer a value the office changed', () => {
    expect(fieldsOf(contentFiles, AIRPORT)).toContain('academics.feesApprovedOn');
    const changed = { ...contentFiles, [AIRPORT]: withApproval('2026-03-02') };
    expect(fieldsOf(changed, AIRPORT)).not.toContain('academics.feesApprovedOn');
    // Typed back to the demo's, it is the demo's again.
    const demoDate = String(airport.academics.feesApprovedOn.value);
    const back = { ...contentFiles, [AIRPORT]: withApproval(demoDate) };
    expect(fieldsOf(back, AIRPORT)).toContain('academics.feesApprovedOn');
  });

  it("lists each value of an untouched example entry still the demo's", () => {
    expect(fieldsOf(contentFiles, YEAR)).toEqual(demoFieldsOfYear());
  });

  it("lists a copy's untouched values under the copy's file, and none it changed", () => {
    const copy = { ...year, academicYear: '2028-29', cutoff: '2028-12-31' };
    const files = { ...contentFiles, [COPY]: copy };
    const listed = fieldsOf(files, COPY);
    expect(listed).toEqual(demoFieldsOfYear().filter((field) => field !== 'cutoff'));
    expect(listed).toContain('classes');
    expect(
      findStandIns(files).find((issue) => issue.field === 'classes' && issue.file === COPY),
    ).toMatchObject({ message: expect.stringContaining("still the demo's example") });
  });

  it('drops the mark of an entry whose every example value the office changed', () => {
    const own = Object.fromEntries(
      Object.entries(demoValues.wholeEntries[YEAR] ?? {}).map(([field]) => [field, `own ${field}`]),
    );
    const mine = marksFollowValues(COPY, { ...year, ...own });
    expect(mine.fictional).toBe(false);
    expect(exampleFields(COPY, mine)).toEqual([]);
    expect(fieldsOf({ ...contentFiles, [COPY]: mine }, COPY)).toEqual([]);
  });

  it('reads a changed value without its mark, so no page calls it a sample', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'demo-values-'));
    mkdirSync(path.join(root, path.dirname(AIRPORT)), { recursive: true });
    const written = YAML.parse(readFileSync(AIRPORT, 'utf8')) as Data & { academics: Data };
    const demoDate = (written.academics.feesApprovedOn as Data).value;
    writeFileSync(path.join(root, AIRPORT), YAML.stringify(written));
    const feesOf = (file: Data) => ((file.academics as Data).feesApprovedOn as Data).fictional;
    expect(feesOf(readEntryFile(AIRPORT, root, 'yml').data)).toBe(true);
    (written.academics.feesApprovedOn as Data).value = '2026-03-02';
    expect(demoDate).not.toBe('2026-03-02');
    writeFileSync(path.join(root, AIRPORT), YAML.stringify(written));
    expect(feesOf(readEntryFile(AIRPORT, root, 'yml').data)).toBe(false);
  });
});

/** The demo admission year's fields the fingerprint keeps, in the file's order. */
function demoFieldsOfYear() {
  const kept = Object.keys(demoValues.wholeEntries[YEAR] ?? {});
  return Object.keys(year).filter((field) => kept.includes(field));
}
