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
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles, outDir } from './export-files.mjs';
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

/** The page with each Next stylesheet link preceded by the stylesheet's text. */
export function inlineStylesheets(html, readCss, file = 'page') {
  const elements = elementsOf(html);
  if (elements.some((element) => element.attributes['data-inlined-from'] !== undefined))
    return html;
  const links = elements.filter(isNextStylesheet);
  if (links.length === 0 && html.includes('/_next/static/'))
    throw new Error(
      `${file}: no stylesheet link of Next's (rel, href, data-precedence) found to inline — check scripts/inline-stylesheet.mjs`,
    );
  return applyEdits(
    html,
    links.map(({ start, end, attributes: { href } }) => {
      const css = absoluteUrls(readCss(href), href);
      if (/<\/style/i.test(css)) throw new Error(`${href}: contains "</style", cannot be inlined`);
      const link = html.slice(start, end).replace(/\s*\/?>$/, (close) => ` disabled=""${close}`);
      return { start, end, text: `<style data-inlined-from="${href}">${css}</style>${link}` };
    }),
  );
}

/** Inlines the stylesheet in every page of the export. */
export function inlineStylesheet() {
  const cache = new Map();
  const readCss = (href) => {
    if (!cache.has(href)) cache.set(href, readFileSync(path.join(outDir, href), 'utf8'));
    return cache.get(href);
  };
  const files = htmlFiles();
  for (const file of files) {
    writeFileSync(file, inlineStylesheets(readFileSync(file, 'utf8'), readCss, file));
  }
  console.log(
    `Stylesheet inlined in ${files.length} HTML pages (${[...cache.keys()].join(', ')}).`,
  );
}
