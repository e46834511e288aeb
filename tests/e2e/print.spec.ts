// Printing the disclosure tables, a blog post, the privacy notice, the notices, the fee page (in
// Marathi too), the annual reports, the TC page and a route's timetable: Chromium prints each
// page to PDF (print media, A4) in one browser page, and pdf.js (scripts/dev/pdf-text.mjs) reads
// them all back at once. Paper output does not depend on the viewport: this runs at 1280 px only.
import { disclosureCampusesIn } from '@/lib/disclosure/disclosure';
import { transportPageIn } from '@/lib/transport/transport';
import { campusesIn } from '@/lib/campuses/campuses';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { annualReportsPage } from '@/content/annual-reports';
import { blogLabels } from '@/content/blog';
import { feesPage, feeTerms, feeYear } from '@/content/fees';
import { footer } from '@/content/footer';
import { mpdRecordOf } from '@/lib/disclosure/records';
import { mpdLabels } from '@/content/disclosure-labels';
import { mainNav, moreNav, navLabels } from '@/content/navigation';
import { pageWordsIn } from '@/lib/i18n/words';
import { noticesWords, transferCertificatesWords } from '@/content/words-collections';
import { pageMeta } from '@/content/pages';
import { privacyNotice } from '@/content/privacy';
import { siteIn } from '@/lib/site/site';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { intlLocale, localePath } from '@/lib/i18n/locales';
import { formatRupees, todayIso } from '@/lib/disclosure/figures';
import { mpdSections } from '@/lib/disclosure/tables';
import {
  disclosureCampusPath,
  feesCampusId,
  noticePath,
  routes,
  transportRoutePath,
} from '@/lib/routes/routes';
import { feeYearCampusesIn } from '@/lib/fees/fee-year';
import { fillTemplate } from '@/lib/template';
import { clockText } from '@/lib/transport/timetable';
import { expect, test } from './fixtures';
import { annualReports } from '@/lib/reports/reports';
import { posts } from '@/lib/blog/posts';
import { noticesIn } from '@/lib/notices/notices-i18n';
import { CAMPUS, transportIn } from './transport-helpers';

const { noticesPage } = pageWordsIn(noticesWords, 'en');
const { tcVerificationPage } = pageWordsIn(transferCertificatesWords, 'en');

const site = siteIn('en');

const disclosureCampuses = disclosureCampusesIn('en');

/** A page on paper: its number of sheets and its text as pdf.js extracts it. */
interface Printed {
  pages: number;
  text: string;
}

/** Labels of the navigation bar and footer that must not be printed. */
const chrome = [
  ...mainNav.filter((item) => item.path !== '/').map((item) => item.label),
  ...moreNav.filter((item) => item.path !== '/mandatory-disclosure').map((item) => item.label),
  navLabels.login,
  navLabels.skipToContent,
  footer.quickLinksHeading,
  footer.communityHeading,
  footer.contactHeading,
  footer.contactForm.submitLabel,
  `Powered and secured by ${site.poweredBy}`,
];

/** What each page must print, and must not. */
const printouts: { rule: string; path: string; expectPrinted: (printed: Printed) => void }[] = [
  {
    rule: 'the disclosure tables print every section and result, without navigation',
    path: '/mandatory-disclosure/city',
    expectPrinted: ({ text }) => {
      const record = mpdRecordOf('city');
      const campusName = disclosureCampuses.find((c) => c.id === 'city')!.name;
      const today = todayIso();
      for (const section of mpdSections(record, { labels: mpdLabels, campusName, today })) {
        expect(text).toContain(section.heading);
        for (const table of section.tables) expect(text).toContain(table.caption);
      }
      for (const row of record.academics.results) {
        expect(text).toContain(
          `${row.year} ${row.registered} ${row.passed} ${row.passPercent.toFixed(1)} ${row.remarks}`,
        );
      }
      for (const label of chrome) expect(text, label).not.toContain(label);
      // Links carry their address on paper.
      expect(text.replace(/ /g, '')).toContain(`(${site.url}${record.documents[0]!.pdf})`);
    },
  },
  {
    rule: 'a blog post prints its text, without navigation, footer or buttons',
    path: `/aurora-social/blog/${posts()[0]!.id}`,
    expectPrinted: ({ text }) => {
      const post = posts()[0]!;
      expect(text).toContain(post.title);
      const firstWords = post.content.replace(/\*\*/g, '').split(/\s+/).slice(0, 6).join(' ');
      expect(text).toContain(firstWords);
      const own = `${post.title} ${post.content} ${post.tags.join(' ')}`;
      for (const label of chrome.filter((l) => !own.includes(l))) {
        expect(text, label).not.toContain(label);
      }
      expect(text).not.toContain(blogLabels.backToBlog);
      expect(text).not.toContain(blogLabels.backToAll);
    },
  },
  {
    rule: 'the privacy notice prints every section, without navigation or footer',
    path: '/privacy',
    expectPrinted: ({ text }) => {
      const notice = privacyNotice;
      for (const heading of [
        notice.controller.heading,
        notice.contact.heading,
        notice.collections.heading,
        notice.recipients.heading,
        notice.retention.heading,
        notice.rights.heading,
        notice.board.heading,
        notice.children.heading,
        notice.law.heading,
      ]) {
        expect(text).toContain(heading);
      }
      expect(text).toContain(notice.contact.person.email.value);
      const own = JSON.stringify(notice);
      for (const label of chrome.filter((l) => !own.includes(l))) {
        expect(text, label).not.toContain(label);
      }
      expect(text).not.toContain(notice.summary.linkLabel);
    },
  },
  {
    rule: "a notice prints its text and its PDF's address",
    path: noticePath(noticesIn('en').find((n) => n.attachment)!.id),
    expectPrinted: ({ text }) => {
      const notice = noticesIn('en').find((n) => n.attachment)!;
      expect(text).toContain(notice.title);
      expect(text).toContain(notice.body.split('\n')[0]!.replace(/\*\*/g, '').slice(0, 60));
      expect(text.replace(/ /g, '')).toContain(`(${site.url}${notice.attachment!.file})`);
      expect(text).not.toContain(noticesPage.backToAll);
      for (const label of chrome) expect(text, label).not.toContain(label);
    },
  },
  {
    rule: "the list of noticesIn('en') prints each notice's address",
    path: routes.notices,
    expectPrinted: ({ text }) => {
      const list = text.replace(/ /g, '');
      for (const { title, id } of noticesIn('en')) {
        expect(list).toContain(`${title}(${site.url}${noticePath(id)})`.replace(/ /g, ''));
      }
    },
  },
  {
    rule: 'the fee page prints every campus’s fee table and the terms, without navigation',
    path: routes.fees,
    expectPrinted: ({ text }) => {
      for (const campus of disclosureCampuses) {
        const { academics } = mpdRecordOf(campus.id);
        expect(text).toContain(campus.name);
        const [first] = academics.fees;
        expect(text).toContain(`${first!.classes} ${formatRupees(first!.admissionFee)}`);
      }
      // Each group's year, part by part, and its books list print, though closed on screen.
      const [campus] = feeYearCampusesIn('en');
      const group = campus!.classGroups[0]!;
      expect(text).toContain(
        fillTemplate(feeYear.booksListCaption, { classes: group.classes, campus: campus!.name }),
      );
      for (const heading of [feeTerms.included.heading, feeTerms.schedule.heading]) {
        expect(text).toContain(heading);
      }
      expect(text).toContain(feeTerms.refund.paragraphs[0]!.slice(0, 60));
      // The links to the campuses' parts of the page are navigation: not on paper.
      expect(text).not.toContain(feesPage.campusesLabel);
      for (const label of chrome.filter((l) => l !== pageMeta.fees.title)) {
        expect(text, label).not.toContain(label);
      }
    },
  },
  {
    rule: 'the Marathi fee page prints every campus’s fee table, its amounts in Marathi',
    path: localePath('mr', routes.fees),
    expectPrinted: ({ text }) => {
      const intl = intlLocale.mr;
      for (const campus of disclosureCampuses) {
        for (const fee of mpdRecordOf(campus.id).academics.fees) {
          // A row's amounts in order (its group of classes is in Devanagari, which pdf.js may
          // read back differently from the fonts a machine has).
          const amounts = [fee.admissionFee, fee.tuitionFeePerMonth, fee.annualCharges];
          expect(text).toContain(amounts.map((amount) => formatRupees(amount, intl)).join(' '));
        }
        // Each part's link to the campus's Marathi disclosure, with its address.
        const disclosure = localePath('mr', disclosureCampusPath(campus.id));
        expect(text.replace(/ /g, '')).toContain(`(${site.url}${disclosure})`);
      }
      // The links to the campuses' parts of the page are navigation: not on paper.
      expect(text).not.toContain(`#${feesCampusId(disclosureCampuses[0]!.id)}`);
    },
  },
  {
    rule: "the annual reports print each report with its PDF's address",
    path: routes.annualReports,
    expectPrinted: ({ text: printed }) => {
      const text = printed.replace(/ /g, '');
      for (const report of annualReports()) {
        expect(text).toContain(
          fillTemplate(annualReportsPage.reportTitle, { year: report.academicYear }).replace(
            / /g,
            '',
          ),
        );
        expect(text).toContain(`(${site.url}${report.pdf})`);
      }
      // The page's own title is also its menu label.
      for (const label of chrome.filter((l) => l !== pageMeta.annualReports.title)) {
        expect(text, label).not.toContain(label.replace(/ /g, ''));
      }
    },
  },
  {
    rule: 'TC verification prints how to verify by phone or e-mail, not the form',
    path: routes.tcVerification,
    expectPrinted: ({ text }) => {
      expect(text).toContain(tcVerificationPage.contactHeading);
      expect(text).toContain(campusContactsIn('en')[0]!.phones.primary);
      expect(text).not.toContain(tcVerificationPage.formHeading);
      expect(text).not.toContain(tcVerificationPage.numberHint);
      expect(text).not.toContain(tcVerificationPage.codeHint);
      expect(text).not.toContain(tcVerificationPage.meaningHeading);
      expect(text).not.toContain(tcVerificationPage.privacyHeading);
    },
  },
  {
    rule: 'a route’s timetable prints on one page: its stops in order with times and fares, no navigation',
    path: transportRoutePath(CAMPUS, transportIn('en').routes[0]!.id),
    expectPrinted: ({ pages, text }) => {
      const words = transportPageIn('en');
      const route = transportIn('en').routes[0]!;
      // One sheet for the fridge.
      expect(pages).toBe(1);
      expect(text).toContain(fillTemplate(words.routeLink, { route: route.name }));
      const rows = route.stops.map((stop) =>
        [
          stop.name,
          stop.area,
          clockText(stop.morning, 'en-IN'),
          clockText(stop.afternoon, 'en-IN'),
          formatRupees(stop.fare, 'en-IN'),
        ]
          .join(' ')
          .replace(/\s+/g, ' '),
      );
      // Each row's cells in order, the rows in the morning's order.
      let from = 0;
      for (const row of rows) {
        const at = text.indexOf(row, from);
        expect(at, row).toBeGreaterThanOrEqual(from);
        from = at + row.length;
      }
      expect(text).toContain(words.sampleNotice);
      const campus = campusesIn('en').find((c) => c.campusId === CAMPUS)!.name;
      for (const label of [
        ...mainNav.filter((item) => item.path !== '/').map((item) => item.label),
        navLabels.login,
        fillTemplate(words.backToCampus, { campus }),
        `Powered and secured by ${site.poweredBy}`,
      ]) {
        expect(text, label).not.toContain(label);
      }
    },
  },
];

test('each page prints its own content, links with their addresses, without navigation or footer', async ({
  page,
}) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'print-'));
  const files: string[] = [];
  for (const [index, { path: sitePath }] of printouts.entries()) {
    await page.goto(sitePath);
    const file = path.join(dir, `${index}.pdf`);
    writeFileSync(file, await page.pdf({ format: 'A4' }));
    files.push(file);
  }
  const results = JSON.parse(
    execFileSync(process.execPath, ['scripts/dev/pdf-text.mjs', ...files], { encoding: 'utf8' }),
  ) as { numPages?: number; text?: string; error?: string }[];
  expect(results).toHaveLength(printouts.length);
  for (const [index, { rule, path: sitePath, expectPrinted }] of printouts.entries()) {
    await test.step(`${sitePath}: ${rule}`, () => {
      const result = results[index]!;
      expect(result.error).toBeUndefined();
      expectPrinted({
        pages: result.numPages ?? 0,
        text: (result.text ?? '').replace(/\s+/g, ' '),
      });
    });
  }
});
