// A certificate replaced by a new scan, as the editor replaces it: the campus's disclosure names
// the new file, and the old one stays in the repository (nothing a person put there is deleted).
// Built by changed-content.spec.ts: the export serves the new scan and not the old one.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { exportedDocument } from './exported-html';
import { REPOSITORY_ROOT, type SiteCopy } from './site-copy';

const DISCLOSURE = 'content/campuses/city/disclosure.yml';
const OLD_SCAN = '/MPD/city/fire-safety.pdf';
const NEW_SCAN = '/MPD/city/fire-safety-2027.pdf';

/** The disclosure naming the new scan in place of the old one. */
export const replacedDocumentFiles = () => ({
  [DISCLOSURE]: readFileSync(path.join(REPOSITORY_ROOT, DISCLOSURE), 'utf8').replace(
    `pdf: ${OLD_SCAN}`,
    `pdf: ${NEW_SCAN}`,
  ),
});

/** The new scan, a copy of the old one's bytes. */
export const REPLACED_DOCUMENT_COPIES = { [`public${NEW_SCAN}`]: `public${OLD_SCAN}` };

export function describeReplacedDocument(copy: () => SiteCopy) {
  test('a replaced certificate: the new scan is served and linked, the old one is not in the export', async () => {
    const out = path.join(copy().dir, 'out');
    // The repository keeps the old scan; the site does not serve it.
    expect(existsSync(path.join(copy().dir, `public${OLD_SCAN}`))).toBe(true);
    expect(existsSync(path.join(out, OLD_SCAN))).toBe(false);
    expect(existsSync(path.join(out, NEW_SCAN))).toBe(true);
    const { url } = await copy().serve();
    expect((await fetch(`${url}${OLD_SCAN}`)).status).toBe(404);
    expect((await fetch(`${url}${NEW_SCAN}`)).status).toBe(200);
    const disclosure = exportedDocument('/mandatory-disclosure/city', out);
    const links = [...disclosure.querySelectorAll('a[href$=".pdf"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toContain(NEW_SCAN);
    expect(links).not.toContain(OLD_SCAN);
  });
}
