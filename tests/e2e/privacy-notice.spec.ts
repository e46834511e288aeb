// The privacy notice against what the site really does, in each language: the visit form sends
// exactly the fields the notice lists (by the names it gives them), with the notice's own date
// as `notice_version`, and the notice page shows each field with those names.
import { contentIn } from '@/lib/i18n/content';
import { localePath, locales, type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { expect, test } from './fixtures';
import { fakeEmailService, fillForm, inAWeek, openModalIn } from './visit-helpers';

/** The request's parameters the notice of `locale` lists for a request sent from its pages. */
function listedParams(locale: Locale): string[] {
  const fields = contentIn(locale).privacyNotice.collections.items.flatMap((item) => item.fields);
  return fields
    .filter((field) => locale !== 'en' || !field.translatedPagesOnly)
    .flatMap((field) => field.params)
    .sort();
}

for (const locale of locales) {
  test(`${locale}: the visit request sends exactly the fields the notice lists, and its date`, async ({
    page,
  }) => {
    const { visit, privacyNotice } = contentIn(locale);
    const email = await fakeEmailService(page);
    const form = await openModalIn(page, localePath(locale, '/campuses/airport'), visit);
    await fillForm(form, inAWeek());
    await form.submit.click();
    await expect(form.status).toHaveText(visit.successMessage);
    expect(email.bodies).toHaveLength(1);
    const params = (email.bodies[0] as { template_params: Record<string, string> }).template_params;
    expect(Object.keys(params).sort()).toEqual(listedParams(locale));
    expect(params.notice_version).toBe(privacyNotice.lastUpdated);
  });

  test(`${locale}: the notice shows every field with the names it is sent under`, async ({
    page,
  }) => {
    const { privacyNotice } = contentIn(locale);
    await page.goto(localePath(locale, routes.privacy));
    const main = page.getByRole('main');
    for (const { field, params } of privacyNotice.collections.items.flatMap((i) => i.fields)) {
      await expect(main.getByRole('term').filter({ hasText: field })).toHaveText(
        `${field} (${params.join(', ')})`,
      );
    }
    for (const { host } of privacyNotice.hosts.items) {
      await expect(main.getByRole('heading', { name: host })).toBeVisible();
    }
    // The links that leave the site (a campus's WhatsApp, the social pages) send nothing untapped.
    await expect(main.getByText(privacyNotice.hosts.linksOut, { exact: true })).toBeVisible();
  });
}
