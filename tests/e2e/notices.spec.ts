// Notices: the lists newest first and the campus filter as plain links (what works without
// JavaScript), and a notice's page with its text and PDF, read from the exported HTML. The filter
// is the calendar's component (FilterLinks), followed with Back and Forward in calendar.spec.ts.
import { campusFilterLabelsIn, campusesIn } from '@/lib/campuses/campuses';
import { noticesIn } from '@/lib/notices/notices-i18n';
import { pageWordsIn } from '@/lib/i18n/words';
import { noticesWords } from '@/content/words-collections';
import { pageMeta } from '@/content/pages';
import type { CampusId } from '@/content/schema';
import { noticePath, noticesCampusPath, routes } from '@/lib/routes/routes';
import { expect, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { link, named, textsOf } from './html-names';

const { noticesPage } = pageWordsIn(noticesWords, 'en');

const campuses = campusesIn('en');

/** The campus filters' choices in English: every campus, then each campus by its short name. */
const campusFilterLabels = campusFilterLabelsIn('en');

/** The notices a campus's list shows: those for every campus, and those for it. */
const noticesFor = (campusId: CampusId) =>
  noticesIn('en').filter(
    (notice) => notice.campuses === 'all' || notice.campuses.includes(campusId),
  );

test('the lists are newest first, and the campus filter is plain links to each campus’s notices', () => {
  const pages = [
    {
      path: routes.notices,
      heading: pageMeta.notices.title,
      listed: noticesIn('en'),
      current: 'all' as const,
    },
    ...campuses.map((campus) => ({
      path: noticesCampusPath(campus.campusId),
      heading: `${pageMeta.notices.title}: ${campus.name}`,
      listed: noticesFor(campus.campusId),
      current: campus.campusId,
    })),
  ];
  // The sports day is for the Airport and City campuses only.
  expect(noticesFor('osmanpura').length).toBeLessThan(noticesIn('en').length);
  for (const { path, heading, listed, current } of pages) {
    const document = exportedDocument(path);
    const main = document.querySelector('main')!;
    expect(textOf(main.querySelector('h1')), path).toBe(heading);
    expect(textsOf(main, 'h2'), path).toEqual(listed.map((notice) => notice.title));
    const nav = named(document, 'nav', noticesPage.filterLabel);
    expect(textsOf(nav, 'a[aria-current="page"]'), path).toEqual([campusFilterLabels[current]]);
    // Links, not buttons: each choice is a page of its own, with or without JavaScript.
    expect(nav.querySelectorAll('button')).toHaveLength(0);
    expect(link(nav, campusFilterLabels.all).getAttribute('href'), path).toBe(routes.notices);
    for (const campus of campuses) {
      expect(link(nav, campusFilterLabels[campus.campusId]).getAttribute('href'), path).toBe(
        noticesCampusPath(campus.campusId),
      );
    }
    // Each notice listed links its page.
    for (const notice of listed) {
      expect(link(main, notice.title).getAttribute('href'), path).toBe(noticePath(notice.id));
    }
  }
});

test("a notice's page shows its text from Markdown, and its PDF with the size or no PDF", () => {
  const withPdf = noticesIn('en').find((n) => n.attachment)!;
  const main = exportedDocument(noticePath(withPdf.id)).querySelector('main')!;
  expect(textOf(main.querySelector('h1'))).toBe(withPdf.title);
  expect(main.querySelector(`time[datetime="${withPdf.date}"]`)).not.toBeNull();
  expect(textOf(main)).toContain(withPdf.audience);
  const content = main.querySelector('[data-testid="post-content"]')!;
  expect(content.querySelectorAll('p')).toHaveLength(withPdf.body.split('\n').length);
  expect(main.textContent).not.toContain('**');
  const label = withPdf.attachment!.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pdf = link(main, new RegExp(`^${label}`));
  expect(pdf.getAttribute('href')).toBe(withPdf.attachment!.file);
  expect(textOf(pdf)).toMatch(/, \d+ (B|KB|MB)$/);
  expect(link(main, noticesPage.backToAll).getAttribute('href')).toBe(routes.notices);

  // A notice without a PDF links none, and its bold text is <strong>.
  const withoutPdf = noticesIn('en').find((n) => !n.attachment && n.body.includes('**'))!;
  const plain = exportedDocument(noticePath(withoutPdf.id)).querySelector('main')!;
  const bold = [...withoutPdf.body.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]!);
  expect(textsOf(plain, '[data-testid="post-content"] strong')).toEqual(bold);
  expect(plain.querySelectorAll('a[href$=".pdf"]')).toHaveLength(0);
});

test("every notice's PDF is served as a PDF", async ({ request }) => {
  for (const { attachment } of noticesIn('en').filter((n) => n.attachment)) {
    const response = await request.get(attachment!.file);
    expect(response.status(), attachment!.file).toBe(200);
    expect(response.headers()['content-type'], attachment!.file).toMatch(/^application\/pdf/);
  }
});
