// Every page gets the site's stylesheet inline in <head>, so its first paint waits for no second
// request, and Next's <link> to the same file stays, `disabled`: never fetched, and never holding
// back the `load` event (a media="print" link would be fetched, and `load` waits for every
// stylesheet).
//
// Why not Next's own `experimental.inlineCss`: it writes the stylesheet's text three times into
// every page — once as <style> and twice more as strings in the inline RSC payload. This way the
// payload keeps only the <link>, React finds that <link> in <head> when it hydrates and adopts it
// (it matches stylesheets by rel, data-precedence and href), so nothing is fetched or applied
// twice. The file is one stylesheet for every route.
//
// The edits are made by the security policy's step (scripts/postbuild/policies.mjs), in the same
// reading of each page, and the policy allows each added <style> by the hash of its text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { outDir } from './export-files.mjs';
import { applyEdits, elementsOf } from './html-elements.mjs';

/** Next's stylesheet links: React adopts a <link> with these on hydration. */
const isNextStylesheet = ({ tagName, attributes }) =>
  tagName === 'link' &&
  attributes.rel === 'stylesheet' &&
  /^\/_next\/static\/[^?#]+\.css$/.test(attributes.href ?? '') &&
  attributes['data-precedence'] !== undefined;

/** The stylesheet with its relative url()s resolved against its own address, as a page needs. */
export function absoluteUrls(css, href) {
  return css.replace(/url\((['"]?)(?![a-z]+:|\/|#)([^'")]+)\1\)/gi, (_, quote, url) => {
    const resolved = new URL(url, `https://site.invalid${href}`).pathname;
    return `url(${quote}${resolved}${quote})`;
  });
}

/**
 * The edits that inline the stylesheets of a page (`elements`: elementsOf(html)): each Next
 * stylesheet link preceded by the stylesheet's text, and `styles`, the text of each <style> they
 * add. None for a page already inlined.
 * @param {string} html
 * @param {ReturnType<typeof elementsOf>} elements
 * @param {(href: string) => string} readCss
 */
export function stylesheetEdits(html, elements, readCss, file = 'page') {
  if (elements.some((element) => element.attributes['data-inlined-from'] !== undefined))
    return { edits: [], styles: [] };
  const links = elements.filter(isNextStylesheet);
  if (links.length === 0 && html.includes('/_next/static/'))
    throw new Error(
      `${file}: no stylesheet link of Next's (rel, href, data-precedence) found to inline — check scripts/postbuild/inline-stylesheet.mjs`,
    );
  const styles = [];
  const edits = links.map(({ start, end, attributes: { href } }) => {
    const css = absoluteUrls(readCss(href), href);
    if (/<\/style/i.test(css)) throw new Error(`${href}: contains "</style", cannot be inlined`);
    styles.push(css);
    const link = html.slice(start, end).replace(/\s*\/?>$/, (close) => ` disabled=""${close}`);
    return { start, end, text: `<style data-inlined-from="${href}">${css}</style>${link}` };
  });
  return { edits, styles };
}

/** The page with each Next stylesheet link preceded by the stylesheet's text. */
export function inlineStylesheets(html, readCss, file = 'page') {
  return applyEdits(html, stylesheetEdits(html, elementsOf(html), readCss, file).edits);
}

/**
 * The rewrite the policy's step makes to each page of the export `out`: its stylesheets inlined,
 * each file read once; `read()` lists the stylesheets read.
 */
export function stylesheetInliner(out = outDir) {
  const cache = new Map();
  const readCss = (href) => {
    if (!cache.has(href)) cache.set(href, readFileSync(path.join(out, href), 'utf8'));
    return cache.get(href);
  };
  return {
    rewrite: (html, elements, file) => stylesheetEdits(html, elements, readCss, file),
    read: () => [...cache.keys()],
  };
}
