// How an amount in rupees is written in every language of the site: the locale's own currency
// pattern (where the sign goes, its spacing) and Latin digits, with the digits grouped the Indian
// way in every language: the last three digits, then twos (lakh, crore). CLDR's Marathi currency
// pattern groups by thousands ('₹125,000'), so the integer Intl writes is regrouped by the en-IN
// pattern, which is Indian in every browser and in Node. Pure; safe in the browser.
import { SITE_LOCALE } from '@/content/site';

const currencyFormats = new Map<string, Intl.NumberFormat>();
/** Whole numbers grouped 3-then-2 (1,25,00,000), Latin digits. */
const indianGrouping = new Intl.NumberFormat('en-IN', {
  maximumFractionDigits: 0,
  numberingSystem: 'latn',
});

function currencyFormat(locale: string): Intl.NumberFormat {
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    currencyFormats.set(locale, format);
  }
  return format;
}

/**
 * An amount in rupees as `locale` writes it, without paise, its digits in Indian groups:
 * 125000 → '₹1,25,000' in en-IN, mr-IN-u-nu-latn and hi-IN-u-nu-latn alike.
 */
export function formatRupees(value: number, locale = SITE_LOCALE): string {
  const parts = currencyFormat(locale).formatToParts(value);
  const grouped = indianGrouping.format(Math.abs(Math.round(value)));
  let written = false;
  return parts
    .map((part) => {
      if (part.type !== 'integer' && part.type !== 'group') return part.value;
      if (written) return '';
      written = true;
      return grouped;
    })
    .join('');
}
