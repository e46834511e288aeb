// The privacy promise where the visitor sends something: a visit request sends exactly the fields
// the privacy notice of its language lists (by the names it gives them), with the notice's own
// date as `notice_version`; it reaches the e-mail service and nothing else, and leaves nothing in
// the browser. (Every route is checked in routes.spec.ts, the typeface's page-to-page flow in
// typeface.spec.ts.)
import { contentIn } from '@/lib/i18n/content';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { expect } from './fixtures';
import { test } from './privacy';
import { EMAIL_SEND_URL, fakeEmailService, fillForm, inAWeek, openModalIn } from './visit-helpers';

/** The request's parameters the notice of `locale` lists for a request sent from its pages. */
function listedParams(locale: Locale): string[] {
  const fields = contentIn(locale).privacyNotice.collections.items.flatMap((item) => item.fields);
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

test('a visit request sends exactly the fields its notice lists and its date, in English and Hindi, keeps no data in the browser and reaches only the e-mail service', async ({
  page,
  watchPrivacy,
}) => {
  const privacy = await watchPrivacy(page);
  const email = await fakeEmailService(page);
  for (const locale of ['en', 'hi'] as const) {
    const { visit, privacyNotice } = contentIn(locale);
    const form = await openModalIn(page, localePath(locale, '/campuses/airport'), visit);
    await fillForm(form, inAWeek());
    const sent = email.bodies.length;
    await form.submit.click();
    await expect(form.status).toHaveText(visit.successMessage);
    expect(email.bodies, locale).toHaveLength(sent + 1);
    const params = (email.bodies[sent] as { template_params: Record<string, string> })
      .template_params;
    expect(Object.keys(params).sort(), locale).toEqual(listedParams(locale));
    expect(params.notice_version, locale).toBe(privacyNotice.lastUpdated);
  }
  await privacy.expectNothingKept({ otherHosts: [new URL(EMAIL_SEND_URL).origin] });
});
