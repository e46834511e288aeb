// The privacy notice in each language, read from the exported HTML: each field the visit form
// sends, with the names it is sent under, the other websites a browser may contact, and the
// links that leave the site. That the request sends exactly these fields is privacy.spec.ts's.
import { privacyNoticeIn } from '@/lib/trust/trust';
import { localePath, locales } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { expect, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { textsOf } from './html-names';

for (const locale of locales) {
  test(`${locale}: the notice shows every field with the names it is sent under`, () => {
    const privacyNotice = privacyNoticeIn(locale);
    const main = exportedDocument(localePath(locale, routes.privacy)).querySelector('main')!;
    const terms = textsOf(main, 'dt');
    for (const { field, params } of privacyNotice.collections.items.flatMap((i) => i.fields)) {
      expect(terms).toContain(`${field} (${params.join(', ')})`);
    }
    const headings = textsOf(main, 'h2, h3');
    for (const { host } of privacyNotice.hosts.items) {
      expect(
        headings.some((heading) => heading.includes(host)),
        host,
      ).toBe(true);
    }
    // The links that leave the site (a campus's WhatsApp, the social pages) send nothing untapped.
    expect([...main.querySelectorAll('p')].map(textOf)).toContain(
      privacyNotice.hosts.linksOut.replace(/\s+/g, ' ').trim(),
    );
  });
}
