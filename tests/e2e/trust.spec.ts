// What the school tells families: the privacy notice, where every page's 'Privacy Policy' link
// lands, the line at the point the visit form collects data, the accessibility statement (its
// figures kept true against this suite) and the child-safety page (its counsellors read from
// the disclosure records).
import { accessibilityStatement } from '@/content/accessibility';
import { childSafety } from '@/content/child-safety';
import { footer } from '@/content/footer';
import { mpdRecordOf } from '@/lib/disclosure/records';
import { policyNav } from '@/content/navigation';
import { pageMeta } from '@/content/pages';
import { privacyNotice } from '@/content/privacy';
import { campusContacts } from '@/lib/i18n/collections';
import { visit } from '@/content/visit';
import { routes } from '@/lib/routes/routes';
import { allRoutes } from '@/lib/routes/site-routes';
import { expect, test } from './fixtures';
import { fillForm, inAWeek, expectValuesKept, openModal } from './visit-helpers';

const FOOTER = /<footer\b[\s\S]*<\/footer>/;
const SUMMARY = /<section id="privacy-policy"[\s\S]*?<\/section>/;

// Read from the prerendered HTML, as the link works before any script runs.
test("every page's 'Privacy Policy' link lands on the footer's privacy summary, which links to the notice", async ({
  request,
}) => {
  for (const path of allRoutes) {
    const html = await (await request.get(path)).text();
    const footerHtml = html.match(FOOTER)?.[0] ?? '';
    expect(footerHtml, path).toContain(`href="${footer.privacyHref}"`);
    const summary = footerHtml.match(SUMMARY)?.[0] ?? '';
    expect(summary, path).toContain(`href="${routes.privacy}"`);
    expect(summary, path).toContain(privacyNotice.summary.linkLabel);
    for (const item of policyNav.filter((entry) => entry.path !== routes.privacy)) {
      expect(footerHtml, path).toContain(`href="${item.path}"`);
    }
  }
});

test("the footer's 'Privacy Policy' link scrolls to the summary, and its link opens the notice", async ({
  page,
}) => {
  await page.goto(routes.admissions);
  await page.getByRole('link', { name: footer.privacyLabel }).click();
  await expect(page).toHaveURL(`${routes.admissions}#privacy-policy`);
  const summary = page.locator('#privacy-policy');
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole('heading', { name: privacyNotice.summary.heading })).toBeVisible();
  await summary.getByRole('link', { name: privacyNotice.summary.linkLabel }).click();
  await expect(page).toHaveURL(routes.privacy);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta.privacy.title);
});

test('the privacy notice names who is responsible, whom to ask, what is collected and every right', async ({
  page,
}) => {
  await page.goto(routes.privacy);
  const { controller, contact, collections, rights, retention } = privacyNotice;
  const main = page.getByRole('main');
  await expect(main).toContainText(controller.legalName.value);
  await expect(main).toContainText(controller.address.value);
  await expect(main.getByRole('link', { name: contact.person.email.value })).toHaveAttribute(
    'href',
    `mailto:${contact.person.email.value}`,
  );
  await expect(main.getByRole('link', { name: contact.person.phone.value })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
  for (const item of collections.items) {
    await expect(main.getByRole('heading', { name: item.name })).toBeVisible();
    for (const { field } of item.fields) await expect(main).toContainText(field);
  }
  // Every field of the visit form is accounted for, under the label the form gives it.
  const fields = collections.items[0]!.fields.map(({ field }) => field).join(' | ');
  for (const label of Object.values(visit.labels)) expect(fields).toContain(label);
  for (const { right } of rights.items) await expect(main).toContainText(right);
  await expect(main).toContainText(`${retention.months} months`);
  await expect(main.getByRole('link', { name: privacyNotice.board.linkLabel })).toHaveAttribute(
    'href',
    privacyNotice.board.href.value,
  );
});

test('the visit form says what the details are for, and its notice link keeps what was typed', async ({
  page,
  context,
}) => {
  const { form, dialog } = await openModal(page, '/campuses/city');
  const date = inAWeek();
  await fillForm(form, date);
  const note = dialog.getByText(
    visit.privacyNote.text.replace('{months}', String(privacyNotice.retention.months)),
  );
  await expect(note).toBeVisible();
  const link = dialog.getByRole('link', { name: new RegExp(visit.privacyNote.linkLabel) });
  await expect(link).toHaveAttribute('href', routes.privacy);
  const [notice] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await notice.waitForLoadState();
  expect(new URL(notice.url()).pathname).toBe(routes.privacy);
  await notice.close();
  await expect(dialog).toBeVisible();
  await expectValuesKept(form, date);
});

test('the accessibility statement states the figures this suite checks', async ({ page }) => {
  const widths = test
    .info()
    .config.projects.filter((project) => project.name === 'desktop' || project.name === 'mobile')
    .map((project) => project.use.viewport?.width)
    .sort((a, b) => (a ?? 0) - (b ?? 0));
  expect(widths).toEqual(accessibilityStatement.testedWidths);

  await page.goto(routes.accessibility);
  const main = page.getByRole('main');
  await expect(main).toContainText(`(${allRoutes.length} in all)`);
  await expect(main).toContainText(
    `at ${accessibilityStatement.testedWidths.join(' and ')} pixels wide`,
  );
  for (const { issue } of accessibilityStatement.knownIssues.items) {
    await expect(main).toContainText(issue);
  }
  const person = accessibilityStatement.feedback.person;
  await expect(main.getByRole('link', { name: person.email.value })).toHaveAttribute(
    'href',
    `mailto:${person.email.value}`,
  );
});

test("the child-safety page gives the helplines and each campus's people, its counsellor from the disclosure", async ({
  page,
}) => {
  await page.goto(routes.childSafety);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '1098' })).toHaveAttribute('href', 'tel:1098');
  for (const campus of childSafety.campuses) {
    const heading = campusContacts.find((c) => c.campusId === campus.campusId)!.heading;
    const section = main.getByRole('region', { name: heading });
    const counsellor = mpdRecordOf(campus.campusId).staff.counsellor;
    await expect(section).toContainText(counsellor.name);
    for (const member of [...campus.antiBullyingCommittee, ...campus.pocsoCommittee]) {
      await expect(section).toContainText(member.name.value);
    }
    await expect(
      section.getByRole('link', { name: campus.grievanceOfficer.email.value }),
    ).toHaveAttribute('href', `mailto:${campus.grievanceOfficer.email.value}`);
  }
});

// What a static host serves for an unknown path: its list of pages works before any script.
test('the not-found page lists the privacy notice, the accessibility statement and child safety', async ({
  request,
}) => {
  const response = await request.get('/no-such-page-here');
  expect(response.status()).toBe(404);
  const html = await response.text();
  for (const item of policyNav) expect(html).toContain(`href="${item.path}"`);
});
