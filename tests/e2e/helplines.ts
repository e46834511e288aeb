// The national helplines as a family finds them: each number a tel: link named with its
// helpline, in the page's language (components/layout/Helplines.tsx, content/child-safety.ts).
import { childSafetyWordsIn } from '@/lib/trust/trust';
import type { Locator, Page } from '@playwright/test';
import { htmlLang, locales, type Locale } from '@/lib/i18n/locales';
import { textOf } from './exported-html';
import { expect } from './fixtures';
import { byRole } from './html-roles';

/** Every helpline number shown, with the link it must dial. */
export const HELPLINE_DIALS: Record<string, string> = {
  '112': 'tel:112',
  '1098': 'tel:1098',
  '14416': 'tel:14416',
  '1800-891-4416': 'tel:18008914416',
};

/** The helplines in `locale`: each line's name and numbers. */
export const helplinesIn = (locale: Locale) => childSafetyWordsIn(locale).helplines;

/** The helplines in `locale` name every number the site dials, and Tele-MANAS by its name. */
function expectEveryHelplineIn(locale: Locale) {
  const helplines = helplinesIn(locale);
  const numbers = helplines.items.flatMap((line) => line.numbers);
  expect(numbers.sort()).toEqual(Object.keys(HELPLINE_DIALS).sort());
  expect(helplines.items.find((line) => line.id === 'tele-manas')?.name).toContain('Tele-MANAS');
  return helplines;
}

/**
 * In exported HTML (`scope`, a jsdom element): every helpline number a tel: link whose name is the
 * helpline's name in `locale` followed by the number ('Tele-MANAS 1800-891-4416'), showing the
 * number. `where` names the page.
 */
export function expectHelplineLinksInHtml(scope: Element, locale: Locale, where: string) {
  for (const line of expectEveryHelplineIn(locale).items) {
    for (const number of line.numbers) {
      const link = byRole(scope, 'link', `${line.name} ${number}`, where);
      expect(link.getAttribute('href'), `${where}: ${line.name} ${number}`).toBe(
        HELPLINE_DIALS[number],
      );
      expect(textOf(link), `${where}: ${line.name} ${number}`).toBe(number);
    }
  }
}

/**
 * Every helpline number in `scope` shows, as a link (what each one says and dials is read from the
 * HTML: expectHelplineLinksInHtml).
 */
export async function expectHelplinesShown(scope: Locator, locale: Locale) {
  const numbers = helplinesIn(locale).items.flatMap((line) => line.numbers).length;
  await expect(scope.getByRole('link').filter({ visible: true }), locale).toHaveCount(numbers);
}

/** The 404 page (served for a path in any language) shows the helplines in every language. */
export async function expectHelplinesShownInEveryLanguage(page: Page) {
  for (const locale of locales) {
    const region = page
      .getByRole('main')
      .getByRole('region', { name: helplinesIn(locale).heading, exact: true });
    await expectHelplinesShown(region, locale);
  }
}

/**
 * The 404 page (served for a path in any language) gives the helplines in every language, each
 * block but the English one marked with its language: read from its exported `main` (a jsdom
 * element).
 */
export function expectHelplinesInEveryLanguageInHtml(main: Element) {
  for (const locale of locales) {
    const where = `the 404 page, ${locale}`;
    const region = byRole(main, 'region', helplinesIn(locale).heading, where);
    expectHelplineLinksInHtml(region, locale, where);
    expect(region.getAttribute('lang'), where).toBe(locale === 'en' ? null : htmlLang[locale]);
  }
}
