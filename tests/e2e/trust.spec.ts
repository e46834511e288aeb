// What the school tells families: the privacy notice, where every page's 'Privacy Policy' link
// lands, the line at the point the visit form collects data, the accessibility statement (its
// figures kept true against this suite) and the child-safety page (its counsellors read from
// the disclosure records), read from the exported HTML. The browser follows the form's notice
// link and the footer's 'Privacy Policy' link in privacy.spec.ts.
import { readFileSync } from 'node:fs';
import { accessibilityStatement } from '@/content/accessibility';
import { footer } from '@/content/footer';
import { mpdRecordOf } from '@/lib/disclosure/records';
import { policyNav } from '@/content/navigation';
import { privacyNotice } from '@/content/privacy';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { campusSafeguardingIn } from '@/lib/trust/trust';
import { visit } from '@/content/visit';
import { routes } from '@/lib/routes/routes';
import { allRoutes } from '@/lib/routes/site-routes';
import { expect, test } from './fixtures';
import { servedFile } from './crawler';
import { EXPORT_DIR, exportedDocument, textOf } from './exported-html';
import { allNamed, link, region, textsOf } from './html-names';

const SUMMARY = /<section id="privacy-policy"[\s\S]*?<\/section>/;

// Read from the prerendered HTML, as the link works before any script runs.
test("every page's 'Privacy Policy' link lands on the footer's privacy summary, which links to the notice", () => {
  for (const path of allRoutes()) {
    const html = readFileSync(servedFile(path, EXPORT_DIR)!, 'utf8');
    const footerHtml = html.slice(html.indexOf('<footer'), html.lastIndexOf('</footer>'));
    expect(footerHtml, path).not.toBe('');
    expect(footerHtml, path).toContain(`href="${footer.privacyHref}"`);
    const summary = footerHtml.match(SUMMARY)?.[0] ?? '';
    expect(summary, path).toContain(`href="${routes.privacy}"`);
    expect(summary, path).toContain(privacyNotice.summary.linkLabel);
    for (const item of policyNav.filter((entry) => entry.path !== routes.privacy)) {
      expect(footerHtml, path).toContain(`href="${item.path}"`);
    }
  }
});

test('the privacy notice names who is responsible, whom to ask, what is collected and every right', () => {
  const { controller, contact, collections, rights, retention } = privacyNotice;
  const main = exportedDocument(routes.privacy).querySelector('main')!;
  const text = textOf(main);
  expect(text).toContain(controller.legalName.value);
  expect(text).toContain(controller.address.value);
  expect(link(main, contact.person.email.value).getAttribute('href')).toBe(
    `mailto:${contact.person.email.value}`,
  );
  expect(link(main, contact.person.phone.value).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
  const headings = textsOf(main, 'h2, h3, h4');
  for (const item of collections.items) {
    expect(
      headings.some((heading) => heading.includes(item.name)),
      item.name,
    ).toBe(true);
    for (const { field } of item.fields) expect(text).toContain(field);
  }
  // Every field of the visit form is accounted for, under the label the form gives it.
  const fields = collections.items[0]!.fields.map(({ field }) => field).join(' | ');
  for (const label of Object.values(visit.labels)) expect(fields).toContain(label);
  for (const { right } of rights.items) expect(text).toContain(right);
  expect(text).toContain(`${retention.months} months`);
  expect(link(main, privacyNotice.board.linkLabel).getAttribute('href')).toBe(
    privacyNotice.board.href.value,
  );
});

test('the accessibility statement states the figures this suite checks', () => {
  const widths = test
    .info()
    .config.projects.filter((project) => project.name === 'desktop' || project.name === 'mobile')
    .map((project) => project.use.viewport?.width)
    .sort((a, b) => (a ?? 0) - (b ?? 0));
  expect(widths).toEqual(accessibilityStatement.testedWidths);

  const main = exportedDocument(routes.accessibility).querySelector('main')!;
  const text = textOf(main);
  expect(text).toContain(`(${allRoutes().length} pages in all)`);
  expect(text).toContain(`at ${accessibilityStatement.testedWidths.join(' and ')} pixels wide`);
  for (const { issue } of accessibilityStatement.knownIssues.items) expect(text).toContain(issue);
  const person = accessibilityStatement.feedback.person;
  expect(link(main, person.email.value).getAttribute('href')).toBe(`mailto:${person.email.value}`);
});

test("the child-safety page gives the helplines and each campus's people, its counsellor from the disclosure", () => {
  const main = exportedDocument(routes.childSafety).querySelector('main')!;
  const childline = allNamed(main, 'a[href]', /\b1098\b/);
  expect(childline.length).toBeGreaterThan(0);
  for (const line of childline) expect(line.getAttribute('href')).toBe('tel:1098');
  for (const campus of campusSafeguardingIn('en')) {
    const heading = campusContactsIn('en').find((c) => c.campusId === campus.campusId)!.heading;
    const section = region(main, heading);
    const counsellor = mpdRecordOf(campus.campusId).staff.counsellor;
    expect(textOf(section)).toContain(counsellor.name);
    for (const member of [...campus.antiBullyingCommittee, ...campus.pocsoCommittee]) {
      expect(textOf(section)).toContain(member.name.value);
    }
    expect(link(section, campus.grievanceOfficer.email.value).getAttribute('href')).toBe(
      `mailto:${campus.grievanceOfficer.email.value}`,
    );
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
