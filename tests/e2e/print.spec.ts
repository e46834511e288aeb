// Printing the disclosure tables, a blog post, the notices, the fee page (in Marathi too), the
// annual reports and the TC page: Chromium prints the page to PDF and pdf.js
// (scripts/pdf-text.mjs) reads its text back. Paper output does not depend on the viewport, so
// these tests are untagged: they run at 1280 px only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { annualReportsPage } from '@/content/annual-reports';
import { blogLabels } from '@/content/blog';
import { disclosureCampuses } from '@/content/disclosure';
import { feesPage, feeTerms } from '@/content/fees';
import { footer } from '@/content/footer';
import { mpdRecordOf } from '@/lib/disclosure/records';
import { mpdLabels } from '@/content/mpd/labels';
import { mainNav, moreNav, navLabels } from '@/content/navigation';
import { noticesPage } from '@/content/notices';
import { pageMeta } from '@/content/pages';
import { privacyNotice } from '@/content/privacy';
import { site } from '@/content/site';
import { campusContacts } from '@/lib/i18n/collections';
import { tcVerificationPage } from '@/content/transfer-certificates';
import { intlLocale, localePath } from '@/lib/i18n/locales';
import { formatRupees, todayIso } from '@/lib/disclosure/mpd';
import { mpdSections } from '@/lib/disclosure/mpd-tables';
import { disclosureCampusPath, feesCampusId, noticePath, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { expect, test } from './fixtures';
import { annualReports, posts, notices } from '@/lib/i18n/collections';

/** The page printed to PDF (print media, A4), and its text as pdf.js extracts it. */
async function printedText(page: Page): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'print-'));
  const file = path.join(dir, 'page.pdf');
  writeFileSync(file, await page.pdf({ format: 'A4' }));
  const [result] = JSON.parse(
    execFileSync(process.execPath, ['scripts/pdf-text.mjs', file], { encoding: 'utf8' }),
  ) as { text?: string; error?: string }[];
  expect(result?.error).toBeUndefined();
  return (result?.text ?? '').replace(/\s+/g, ' ');
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

test('the disclosure tables print every section and result, without navigation', async ({
  page,
}) => {
  const record = mpdRecordOf('city');
  const campusName = disclosureCampuses.find((c) => c.id === 'city')!.name;
  await page.goto('/mandatory-disclosure/city');
  const text = await printedText(page);

  for (const section of mpdSections(record, { labels: mpdLabels, campusName, today: todayIso() })) {
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
});

test('a blog post prints its text, without navigation, footer or buttons', async ({ page }) => {
  const post = posts[0]!;
  await page.goto(`/aurora-social/blog/${post.id}`);
  const text = await printedText(page);
  expect(text).toContain(post.title);
  const firstWords = post.content.replace(/\*\*/g, '').split(/\s+/).slice(0, 6).join(' ');
  expect(text).toContain(firstWords);
  const own = `${post.title} ${post.content} ${post.tags.join(' ')}`;
  for (const label of chrome.filter((l) => !own.includes(l))) {
    expect(text, label).not.toContain(label);
  }
  expect(text).not.toContain(blogLabels.backToBlog);
  expect(text).not.toContain(blogLabels.backToAll);
});

test('the privacy notice prints every section, without navigation or footer', async ({ page }) => {
  await page.goto('/privacy');
  const text = await printedText(page);
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
});

test("a notice prints its text and its PDF's address; the list each notice's address", async ({
  page,
}) => {
  const notice = notices.find((n) => n.attachment)!;
  await page.goto(noticePath(notice.id));
  const text = await printedText(page);
  expect(text).toContain(notice.title);
  expect(text).toContain(notice.body.split('\n')[0]!.replace(/\*\*/g, '').slice(0, 60));
  expect(text.replace(/ /g, '')).toContain(`(${site.url}${notice.attachment!.file})`);
  expect(text).not.toContain(noticesPage.backToAll);
  for (const label of chrome) expect(text, label).not.toContain(label);

  await page.goto(routes.notices);
  const list = (await printedText(page)).replace(/ /g, '');
  for (const { title, id } of notices) {
    expect(list).toContain(`${title}(${site.url}${noticePath(id)})`.replace(/ /g, ''));
  }
});

test('the fee page prints every campus’s fee table and the terms, without navigation', async ({
  page,
}) => {
  await page.goto(routes.fees);
  const text = await printedText(page);
  for (const campus of disclosureCampuses) {
    const { academics } = mpdRecordOf(campus.id);
    expect(text).toContain(campus.name);
    const [first] = academics.fees;
    expect(text).toContain(`${first!.classes} ${formatRupees(first!.admissionFee)}`);
  }
  for (const heading of [feeTerms.included.heading, feeTerms.schedule.heading]) {
    expect(text).toContain(heading);
  }
  expect(text).toContain(feeTerms.refund.paragraphs[0]!.slice(0, 60));
  // The links to the campuses' parts of the page are navigation: not on paper.
  expect(text).not.toContain(feesPage.campusesLabel);
  for (const label of chrome.filter((l) => l !== pageMeta.fees.title)) {
    expect(text, label).not.toContain(label);
  }
});

test('the Marathi fee page prints every campus’s fee table, its amounts in Marathi', async ({
  page,
}) => {
  const intl = intlLocale.mr;
  await page.goto(localePath('mr', routes.fees));
  const text = await printedText(page);
  for (const campus of disclosureCampuses) {
    for (const fee of mpdRecordOf(campus.id).academics.fees) {
      // A row's amounts in order (its group of classes is in Devanagari, which pdf.js may read
      // back differently from the fonts a machine has).
      const amounts = [fee.admissionFee, fee.tuitionFeePerMonth, fee.annualCharges];
      expect(text).toContain(amounts.map((amount) => formatRupees(amount, intl)).join(' '));
    }
    // Each part's link to the campus's Marathi disclosure, with its address.
    const disclosure = localePath('mr', disclosureCampusPath(campus.id));
    expect(text.replace(/ /g, '')).toContain(`(${site.url}${disclosure})`);
  }
  // The links to the campuses' parts of the page are navigation: not on paper.
  expect(text).not.toContain(`#${feesCampusId(disclosureCampuses[0]!.id)}`);
});

test("the annual reports print each report with its PDF's address", async ({ page }) => {
  await page.goto(routes.annualReports);
  const text = (await printedText(page)).replace(/ /g, '');
  for (const report of annualReports) {
    expect(text).toContain(
      fillTemplate(annualReportsPage.reportTitle, { year: report.academicYear }).replace(/ /g, ''),
    );
    expect(text).toContain(`(${site.url}${report.pdf})`);
  }
  // The page's own title is also its menu label.
  for (const label of chrome.filter((l) => l !== pageMeta.annualReports.title)) {
    expect(text, label).not.toContain(label.replace(/ /g, ''));
  }
});

test('TC verification prints how to verify by phone or e-mail, not the form', async ({ page }) => {
  await page.goto(routes.tcVerification);
  const text = await printedText(page);
  expect(text).toContain(tcVerificationPage.contactHeading);
  expect(text).toContain(campusContacts[0]!.phones.primary);
  expect(text).not.toContain(tcVerificationPage.formHeading);
  expect(text).not.toContain(tcVerificationPage.numberHint);
  expect(text).not.toContain(tcVerificationPage.codeHint);
  expect(text).not.toContain(tcVerificationPage.meaningHeading);
  expect(text).not.toContain(tcVerificationPage.privacyHeading);
});
