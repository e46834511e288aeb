/**
 * @jest-environment node
 */
// The notice files (content/notices/*.en.md): what the content check says about a broken one.
import { noticeFiles } from '@/scripts/content-check/content-files';
import { formatIssue, validateContent } from '@/scripts/content-check/validate';
import { environment } from './helpers/content-environment';

const EXAMS = 'content/notices/2026-09-01-term-1-exams.en.md';
const PTM = 'content/notices/2026-10-05-ptm-term-1.en.md';
const CALENDAR = 'content/notices/2026-07-01-academic-calendar.en.md';

/** The messages for the real notice files, after `breakIt` changes their front matter. */
function messagesAfter(
  breakIt: (files: Record<string, Record<string, unknown>>) => void,
  env = environment(),
): string[] {
  const files = noticeFiles();
  breakIt(files);
  return validateContent(files, env).map(formatIssue);
}

describe('the content check names the notice file and field of each mistake', () => {
  it('the real notice files pass', () => {
    expect(messagesAfter(() => {})).toEqual([]);
  });

  it('an id another notice file already has', () => {
    expect(
      messagesAfter((files) => {
        files[PTM]!.id = files[EXAMS]!.id;
      }),
    ).toEqual([`${PTM} › id: duplicate id "term-1-examinations-2026" (also used by ${EXAMS})`]);
  });

  it('an attached PDF that is not under public/', () => {
    const file = '/MPD/city/academic-calendar.pdf';
    expect(messagesAfter(() => {}, environment({ missing: [file] }))).toEqual([
      `${CALENDAR} › attachment.file: file "${file}" does not exist under public/`,
    ]);
  });

  it('a campus the school does not have', () => {
    expect(
      messagesAfter((files) => {
        files[EXAMS]!.campuses = ['city', 'downtown'];
      }),
    ).toEqual([
      `${EXAMS} › campuses: ["city","downtown"] is not "all" or a list of campuses (city, airport, osmanpura)`,
    ]);
  });
});
