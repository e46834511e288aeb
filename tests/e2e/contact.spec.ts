// /contact, where 'Schedule a Visit' leads: without JavaScript a page of its own in each language
// (each campus's phones, WhatsApp, address and directions, how to ask for a visit), read from
// its HTML and checked in a browser without scripts (contact.no-javascript.spec.ts). With JavaScript the link opens the
// visit dialog (visit.spec.ts), and the page opened directly leads to the home page, replacing
// its history entry, as an unknown address does.
import { readFileSync } from 'node:fs';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { contactWordsIn } from '@/lib/contact/contact';
import { telHref } from '@/lib/contact-fields';
import { localePath, locales } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { expect, test } from './fixtures';
import { pageFacts, servedFile } from './crawler';
import { EXPORT_DIR } from './exported-html';

for (const locale of locales) {
  test(`${locale}: /contact is a page of its own in the HTML: each campus's phones, WhatsApp and https directions, and how to ask for a visit`, () => {
    const path = localePath(locale, routes.contact);
    const file = servedFile(path, EXPORT_DIR);
    expect(file, `${path} is in the export`).not.toBeNull();
    const html = readFileSync(file!, 'utf8');
    const { contactPage } = contactWordsIn(locale);
    const facts = pageFacts(html);
    expect(facts.headings.map((heading) => heading.text)).toEqual([contactPage.heading]);
    expect(facts.mainText).toContain(contactPage.intro);
    expect(facts.robots).toMatch(/noindex/);
    for (const contact of campusContactsIn(locale)) {
      for (const phone of [contact.phones.primary, contact.phones.secondary])
        expect(html).toContain(`href="${telHref(phone)}"`);
      if (contact.whatsapp) expect(html).toContain(`href="${contact.whatsapp.value}"`);
      expect(html).toContain(contact.address);
    }
    const directions = [...html.matchAll(/href="([^"]*maps[^"]*)"/g)].map((match) => match[1]);
    expect(directions.length).toBeGreaterThanOrEqual(campusContactsIn(locale).length);
    for (const href of directions) expect(href).toMatch(/^https:\/\//);
  });
}

test('with JavaScript, /contact opened directly leads to the home page in its language, replacing its history entry', async ({
  page,
}) => {
  await page.goto(routes.about);
  await page.goto(localePath('mr', routes.contact));
  await expect(page).toHaveURL(localePath('mr', routes.home));
  await page.goBack();
  await expect(page).toHaveURL(routes.about);
});
