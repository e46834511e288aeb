// The privacy promise where the visitor sends something: a visit request sends exactly the fields
// the privacy notice of its language lists (by the names it gives them), with the notice's own
// date as `notice_version`; it reaches the e-mail service and nothing else, and leaves nothing in
// the browser. On the way, the form's line on what the details are for, and the footer's
// 'Privacy Policy' link, lead to the notice. (Every route is checked in routes.spec.ts, the
// typeface's page-to-page flow in typeface.spec.ts.)
import { visitIn } from '@/lib/visit/visit';
import { privacyNoticeIn } from '@/lib/trust/trust';
import { footerIn, pageMetaIn } from '@/lib/site/site';
import { type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { expect } from './fixtures';
import { test } from './privacy';
import {
  EMAIL_SEND_URL,
  expectValuesKept,
  fakeEmailService,
  fillForm,
  inAWeek,
  openModal,
  openModalIn,
  type VisitFormLocators,
} from './visit-helpers';

/** The request's parameters the notice of `locale` lists for a request sent from its pages. */
function listedParams(locale: Locale): string[] {
  const fields = privacyNoticeIn(locale).collections.items.flatMap((item) => item.fields);
  return fields
    .filter((field) => locale !== 'en' || !field.translatedPagesOnly)
    .flatMap((field) => field.params)
    .sort();
}

// The request is the same code on every translated page: Hindi is sent here, Marathi in
// languages-pages.spec.ts (the visit form in Marathi, its exact parameters), and both notices
// list the same parameters.
test('the Marathi and Hindi notices list the same parameters, the English one all but the language', () => {
  expect(listedParams('mr')).toEqual(listedParams('hi'));
  expect(listedParams('hi')).toEqual([...listedParams('en'), 'language'].sort());
});

test("a visit request sends exactly the fields its notice lists and its date, in Hindi and English, keeps no data in the browser and reaches only the e-mail service; the form says what the details are for and its notice link keeps what was typed; the footer's 'Privacy Policy' link scrolls to the summary, whose link opens the notice", async ({
  page,
  context,
  watchPrivacy,
}) => {
  const privacy = await watchPrivacy(page);
  const email = await fakeEmailService(page);
  /** Sends the filled form and checks the request's fields against the notice of `locale`. */
  const send = async (locale: Locale, form: VisitFormLocators) => {
    const visit = visitIn(locale);
    const privacyNotice = privacyNoticeIn(locale);
    const sent = email.bodies.length;
    await form.submit.click();
    await expect(form.status).toHaveText(visit.successMessage);
    expect(email.bodies, locale).toHaveLength(sent + 1);
    const params = (email.bodies[sent] as { template_params: Record<string, string> })
      .template_params;
    expect(Object.keys(params).sort(), locale).toEqual(listedParams(locale));
    expect(params.notice_version, locale).toBe(privacyNotice.lastUpdated);
  };

  await test.step('Hindi: the request', async () => {
    const form = await openModalIn(page, '/hi/campuses/airport', visitIn('hi'));
    await fillForm(form, inAWeek());
    await send('hi', form);
  });

  await test.step('English: the privacy note and its link, then the request', async () => {
    const visit = visitIn('en');
    const privacyNotice = privacyNoticeIn('en');
    const { form, dialog } = await openModal(page, '/campuses/airport');
    const date = inAWeek();
    await fillForm(form, date);
    const note = dialog.getByText(
      visit.privacyNote.text.replace('{months}', String(privacyNotice.retention.months)),
    );
    await expect(note).toBeVisible();
    const noticeLink = dialog.getByRole('link', { name: new RegExp(visit.privacyNote.linkLabel) });
    await expect(noticeLink).toHaveAttribute('href', routes.privacy);
    const [notice] = await Promise.all([context.waitForEvent('page'), noticeLink.click()]);
    await notice.waitForLoadState();
    expect(new URL(notice.url()).pathname).toBe(routes.privacy);
    await notice.close();
    await expect(dialog).toBeVisible();
    await expectValuesKept(form, date);
    await send('en', form);
    await expect(dialog).toBeHidden({ timeout: visit.closeAfterMs + 2000 });
  });

  await test.step("the footer's 'Privacy Policy' link scrolls to the summary, whose link opens the notice", async () => {
    const footer = footerIn('en');
    const privacyNotice = privacyNoticeIn('en');
    const pageMeta = pageMetaIn('en');
    await page.getByRole('link', { name: footer.privacyLabel }).click();
    await expect(page).toHaveURL('/campuses/airport#privacy-policy');
    const summary = page.locator('#privacy-policy');
    await expect(summary).toBeInViewport();
    await expect(
      summary.getByRole('heading', { name: privacyNotice.summary.heading }),
    ).toBeVisible();
    await summary.getByRole('link', { name: privacyNotice.summary.linkLabel }).click();
    await expect(page).toHaveURL(routes.privacy);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta.privacy.title);
  });

  await privacy.expectNothingKept({ otherHosts: [new URL(EMAIL_SEND_URL).origin] });
});
