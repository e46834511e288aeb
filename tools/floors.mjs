// The two floors a page is measured against, in the same run: the empty exported Next.js page
// (scripts/export-checks/empty-app/, what the framework alone costs) and the page itself as HTML
// and CSS only (what the page costs without JavaScript; the home page's, where one floor serves
// many pages).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EMPTY_APP, measureFloor } from '../scripts/export-checks/bundle-size.mjs';
import { resolveSitePath } from '../scripts/export-checks/links.mjs';
import { applyEdits, elementsOf } from '../scripts/postbuild/html-elements.mjs';

/** The site path of the home page without scripts, in a copy made by writeNoJsFloor. */
export const NO_JS_FLOOR_PATH = '/__floor-no-js';

/** Builds the empty Next.js page; returns the folder of its export. */
export function buildEmptyPage() {
  measureFloor();
  return path.join(EMPTY_APP, 'out');
}

/** The site path of `page` (a site path such as '/mr') without scripts, as writeNoJsFloor writes it. */
export const noJsFloorPath = (page = '/') =>
  page === '/' ? NO_JS_FLOOR_PATH : `${NO_JS_FLOOR_PATH}${page.replaceAll('/', '-')}`;

/**
 * `page` (the home page by default) with every script and script preload removed, written in
 * `siteDir` (a copy of the export) at noJsFloorPath(page).
 */
export function writeNoJsFloor(siteDir, page = '/') {
  const file = resolveSitePath(page, siteDir);
  if (file === null) throw new Error(`the export has no page for ${page}`);
  const html = readFileSync(file, 'utf8');
  const scripts = elementsOf(html).filter(
    ({ tagName, attributes }) =>
      tagName === 'script' ||
      (tagName === 'link' &&
        ['preload', 'modulepreload'].includes(attributes.rel) &&
        (attributes.as === 'script' || attributes.rel === 'modulepreload')),
  );
  writeFileSync(
    path.join(siteDir, `${noJsFloorPath(page).slice(1)}.html`),
    applyEdits(
      html,
      scripts.map(({ start, end }) => ({ start, end, text: '' })),
    ),
  );
}
