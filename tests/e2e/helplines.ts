// The national helplines as a family finds them: each number a tel: link named with its
// helpline, in the page's language (components/layout/Helplines.tsx, content/child-safety.ts).
import type { Locator, Page } from '@playwright/test';
import { contentIn } from '@/lib/i18n/content';
import { htmlLang, locales, type Locale } from '@/lib/i18n/locales';
import { expect } from './fixtures';

/** Every helpline number shown, with the link it must dial. */
export const HELPLINE_DIALS: Record<string, string> = {
  '112': 'tel:112',
  '1098': 'tel:1098',
  '14416': 'tel:14416',
  '1800-891-4416': 'tel:18008914416',
};

/** The helplines in `locale`: each line's name and numbers. */
export const helplinesIn = (locale: Locale) => contentIn(locale).helplines;

/**
 * `scope` shows every helpline number as a visible tel: link whose name is the helpline's name in
 * `locale` followed by the number ('Tele-MANAS 1800-891-4416').
 */
export async function expectHelplineLinks(scope: Locator, locale: Locale) {
  const { items } = helplinesIn(locale);
  expect(items.flatMap((line) => line.numbers).sort()).toEqual(Object.keys(HELPLINE_DIALS).sort());
  expect(items.find((line) => line.id === 'tele-manas')?.name).toContain('Tele-MANAS');
  for (const line of items) {
    for (const number of line.numbers) {
      const link = scope.getByRole('link', { name: `${line.name} ${number}`, exact: true });
      await expect(link, `${locale}: ${line.name} ${number}`).toBeVisible();
      await expect(link).toHaveAttribute('href', HELPLINE_DIALS[number]!);
    }
  }
}

/**
 * The 404 page (served for a path in any language) gives the helplines in every language, each
 * block but the English one marked with its language.
 */
export async function expectHelplinesInEveryLanguage(page: Page) {
  for (const locale of locales) {
    const region = page
      .getByRole('main')
      .getByRole('region', { name: helplinesIn(locale).heading, exact: true });
    await expectHelplineLinks(region, locale);
    if (locale !== 'en') await expect(region).toHaveAttribute('lang', htmlLang[locale]);
  }
}
