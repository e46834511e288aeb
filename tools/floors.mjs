// The two floors a page is measured against, in the same run: the empty exported Next.js page
// (scripts/export-checks/empty-app/, what the framework alone costs) and the home page as HTML and CSS only
// (what the page costs without JavaScript).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EMPTY_APP, measureFloor } from '../scripts/export-checks/bundle-size.mjs';
import { applyEdits, elementsOf } from '../scripts/postbuild/html-elements.mjs';

/** The site path of the home page without scripts, in a copy made by writeNoJsFloor. */
export const NO_JS_FLOOR_PATH = '/__floor-no-js';

/** Builds the empty Next.js page; returns the folder of its export. */
export function buildEmptyPage() {
  measureFloor();
  return path.join(EMPTY_APP, 'out');
}

/**
 * The home page with every script and script preload removed, written next to it in `siteDir`
 * (a copy of the export) as NO_JS_FLOOR_PATH.
 */
export function writeNoJsFloor(siteDir) {
  const html = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  const scripts = elementsOf(html).filter(
    ({ tagName, attributes }) =>
      tagName === 'script' ||
      (tagName === 'link' &&
        ['preload', 'modulepreload'].includes(attributes.rel) &&
        (attributes.as === 'script' || attributes.rel === 'modulepreload')),
  );
  writeFileSync(
    path.join(siteDir, `${NO_JS_FLOOR_PATH.slice(1)}.html`),
    applyEdits(
      html,
      scripts.map(({ start, end }) => ({ start, end, text: '' })),
    ),
  );
}
