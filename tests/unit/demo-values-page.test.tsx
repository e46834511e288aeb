/**
 * @jest-environment node
 */
// No public page calls a typed value a sample: the fee page's HTML, from the site's own loaders
// over a copy of the content in which the office typed the Airport Campus's real PTA approval
// date, shows that date without the sample note, as it keeps the note for a date still the demo's.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import type * as Records from '@/lib/disclosure/records';
import { FeeCampusSection } from '@/components/fees/FeeCampusSection';
import { feesPage } from '@/content/fees';
import { mpdLabels } from '@/content/disclosure-labels';

const AIRPORT = 'content/campuses/airport/disclosure.yml';
const TYPED = '2026-03-02';

/** The Airport Campus's part of the fee page as HTML, its content read from `root`. */
function airportFeesHtml(root: string): string {
  let record: ReturnType<typeof Records.mpdRecordOf> | undefined;
  const before = process.env.SITE_CONTENT_ROOT;
  process.env.SITE_CONTENT_ROOT = root;
  try {
    jest.isolateModules(() => {
      const { mpdRecordOf } = jest.requireActual<typeof Records>('@/lib/disclosure/records');
      record = mpdRecordOf('airport');
    });
  } finally {
    if (before === undefined) delete process.env.SITE_CONTENT_ROOT;
    else process.env.SITE_CONTENT_ROOT = before;
  }
  return renderToStaticMarkup(
    <FeeCampusSection
      locale="en"
      campus={{ id: 'airport', name: 'Airport Campus', academics: record!.academics }}
      text={feesPage}
      tableLabels={mpdLabels}
      origin="https://school.example"
    />,
  );
}

/** A copy of the site's content (its photos aside), as the office's clone holds it. */
function contentCopy(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'marks-page-'));
  const skipPhotos = (from: string) => !from.split(path.sep).includes('photos');
  cpSync('content', path.join(root, 'content'), { recursive: true, filter: skipPhotos });
  return root;
}

it('keeps the sample note on a date still the demo’s, and drops it for a date the office typed', () => {
  const root = contentCopy();
  const demo = airportFeesHtml(root);
  expect(demo).toContain(feesPage.sampleDate);

  const file = path.join(root, AIRPORT);
  const written = readFileSync(file, 'utf8');
  const typed = written.replace(
    /(feesApprovedOn:\n\s+value: )\d{4}-\d{2}-\d{2}/,
    (_, start: string) => `${start}${TYPED}`,
  );
  expect(typed).not.toBe(written);
  // The office changed the value only: the file still carries the demo's mark.
  expect(typed).toMatch(/feesApprovedOn:\n\s+value: 2026-03-02\n\s+fictional: true/);
  writeFileSync(file, typed);
  const own = airportFeesHtml(root);
  expect(own).toContain('2 March 2026');
  expect(own).not.toContain(feesPage.sampleDate);
  expect(own.toLowerCase()).not.toContain('sample');
});
