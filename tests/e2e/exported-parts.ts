// One part of an exported page (its <main> or its <footer>) read as HTML without a browser,
// parsed alone: a page's part costs a fraction of the whole document (exported-html.ts), and
// the footer every page shares is parsed once for all the pages whose footer is the same markup.
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { localePath, type Locale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { allRoutes } from '@/lib/routes/site-routes';
import { servedFile } from './crawler';
import { EXPORT_DIR } from './exported-html';

export type PagePart = 'main' | 'footer';

const markups = new Map<string, string>();

/**
 * The markup of the one `<part>` element of the page the static server answers `sitePath` with.
 * Throws when the export has no such page, or the page has not exactly one such element. Read
 * once per worker.
 */
export function exportedMarkup(sitePath: string, part: PagePart): string {
  const key = `${part} ${sitePath}`;
  const known = markups.get(key);
  if (known !== undefined) return known;
  const file = servedFile(sitePath, EXPORT_DIR);
  if (file === null) throw new Error(`the export has no page for ${sitePath}`);
  const html = readFileSync(file, 'utf8');
  const opens = [...html.matchAll(new RegExp(`<${part}[\\s>]`, 'g'))];
  const close = html.indexOf(`</${part}>`);
  if (opens.length !== 1 || close === -1 || html.indexOf(`</${part}>`, close + 1) !== -1) {
    throw new Error(`${sitePath} has ${opens.length} <${part}> elements, not one`);
  }
  const markup = html.slice(opens[0]!.index, close + part.length + 3);
  markups.set(key, markup);
  return markup;
}

const parsed = new Map<string, Element>();

/** `markup` (one element) parsed, once per distinct markup in a worker. */
function parsedElement(markup: string): Element {
  const known = parsed.get(markup);
  if (known) return known;
  const element = JSDOM.fragment(markup).firstElementChild;
  if (!element) throw new Error(`no element in ${markup.slice(0, 80)}`);
  parsed.set(markup, element);
  return element;
}

/** The page's one `<part>` element, parsed on its own (no script runs). */
export function exportedPart(sitePath: string, part: PagePart): Element {
  return parsedElement(exportedMarkup(sitePath, part));
}

/** The path of every page of the export in `locale`; in English, the not-found page too. */
export const pagePathsIn = (locale: Locale): string[] => [
  ...allRoutes().map((route) => localePath(locale, route)),
  ...(locale === DEFAULT_LOCALE ? ['/404'] : []),
];

/** A footer markup and the pages that have exactly it. */
export interface SharedFooter {
  paths: string[];
  footer: Element;
}

/**
 * The footer of every page in `locale` (pagePathsIn), each page's read from its own HTML; pages
 * whose footers are the same markup share one entry, so a check of each entry is a check of
 * every page.
 */
export function exportedFooters(locale: Locale): SharedFooter[] {
  const byMarkup = new Map<string, string[]>();
  for (const path of pagePathsIn(locale)) {
    const markup = exportedMarkup(path, 'footer');
    byMarkup.set(markup, [...(byMarkup.get(markup) ?? []), path]);
  }
  return [...byMarkup].map(([markup, paths]) => ({ paths, footer: parsedElement(markup) }));
}
