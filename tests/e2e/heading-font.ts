// The heading typeface as the tests see it (lib/fonts.ts): its @font-face as next/font names it,
// whether the page has fetched it, and which font the browser really drew a heading in.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { DEVANAGARI_FAMILY, LANGUAGE_NAMES_FAMILY } from '@/lib/devanagari-font';

/** The @font-face family next/font generates for the heading font. */
export const HEADING_FONT_FAMILY = 'headingFont';

/** Whether a face of `family` has loaded in the page. */
export const faceLoaded = (page: Page, family: string) =>
  page.evaluate(
    (family) =>
      [...document.fonts].some((face) => face.family === family && face.status === 'loaded'),
    family,
  );

/** Waits until the page has fetched the heading font (its face has loaded). */
export const headingFontFetched = (page: Page) =>
  expect.poll(() => faceLoaded(page, HEADING_FONT_FAMILY)).toBe(true);

/** The font-family the first <h1> asks for. */
export const headingFamily = (page: Page) =>
  page
    .locator('h1')
    .first()
    .evaluate((h1) => getComputedStyle(h1).fontFamily);

/**
 * The fonts the browser drew the first <h1>'s text in (Chromium's own answer, not the CSS): with
 * `font-display: optional` a heading drawn in Mukta at all was drawn in it from its first paint.
 */
export async function headingDrawnIn(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/** The @font-face family next/font generates for the heading font's Devanagari letters. */
export const HEADING_DEVANAGARI_FAMILY = 'headingFontDevanagari';

/** The files the page's @font-face rules of `family` name, by path. */
export const fontFaceFiles = (page: Page, family: string): Promise<string[]> =>
  page.evaluate((family) => {
    const rules = (list: CSSRuleList): CSSRule[] =>
      [...list].flatMap((rule) =>
        rule instanceof CSSFontFaceRule
          ? [rule]
          : 'cssRules' in rule
            ? rules((rule as CSSGroupingRule).cssRules)
            : [],
      );
    return [...document.styleSheets]
      .flatMap((sheet) => rules(sheet.cssRules))
      .filter(
        (rule): rule is CSSFontFaceRule =>
          rule instanceof CSSFontFaceRule &&
          rule.style.getPropertyValue('font-family').replace(/["']/g, '') === family,
      )
      .flatMap((rule) =>
        [...rule.style.getPropertyValue('src').matchAll(/url\("?([^")]+)"?\)/g)].map(
          (match) => new URL(match[1]!, location.href).pathname,
        ),
      );
  }, family);

/**
 * The files of the site's Devanagari faces (lib/devanagari-font.ts), by path, as the page's
 * stylesheet names them: fetched where a device has no Devanagari font (this machine). The bold
 * face's file is also the heading font's Devanagari file.
 */
export const devanagariFaceFiles = (page: Page) => fontFaceFiles(page, DEVANAGARI_FAMILY);

/**
 * The files of every Devanagari face of the site's own: the faces above and the language names'
 * (lib/devanagari-font.ts), which an English page fetches here.
 */
export const everyDevanagariFaceFile = async (page: Page) => [
  ...(await devanagariFaceFiles(page)),
  ...(await fontFaceFiles(page, LANGUAGE_NAMES_FAMILY)),
];
