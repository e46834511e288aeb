// The export read as a crawler reads it: every page's prerendered HTML, parsed (parse5), without a
// browser. What the HTML alone decides is checked here for every page in every language: that
// the page exists, its `lang`, one <h1> with its heading, a title and a description of its own
// within its language, the canonical URL, Open Graph and Twitter cards, JSON-LD that parses, the
// hreflang alternates (each an existing page), the language switcher's links, a main text, at
// most one photo fetched at high priority (preloaded from <head> before the scripts when it is a
// <picture>'s), and every same-site link and asset resolving
// (scripts/export-checks/links.mjs, passed in). A browser is kept for what needs one (tests/e2e/*.spec.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The file a static host serves for a site path (clean URLs: /about → about.html), or null: the
 * rule of scripts/export-checks/links.mjs resolveSitePath, which the end-to-end tests cannot import
 * statically (it is an ES module that reads import.meta, loaded natively only by import()).
 */
export function servedFile(sitePath: string, dir: string): string | null {
  const clean = decodeURIComponent(sitePath);
  if (clean === '/') return path.join(dir, 'index.html');
  const direct = path.join(dir, clean);
  return isFile(direct) ? direct : isFile(`${direct}.html`) ? `${direct}.html` : null;
}

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** What one page of the export must be. */
export interface ExpectedPage {
  /** Its path in the export: /mr/about. */
  path: string;
  /** Its `<html lang>`. */
  lang: string;
  /** Its one <h1>'s text. */
  heading: string | RegExp;
  /**
   * Where the page may keep an English <h1> (lang="en") in another language: the words the page
   * must then show to say so (a blog post written in English).
   */
  englishHeadingNote?: string;
  /** Its <title>. */
  title: string | RegExp;
  /** Its canonical URL, and og:url. */
  canonical: string;
  /** Its og:locale. */
  ogLocale: string;
  /** Its hreflang alternates ({ 'mr-IN': url, …, 'x-default': url }); none for an unlisted page. */
  alternates: Record<string, string>;
  /** Whether search engines are asked not to index it. */
  noindex: boolean;
  /** The language switcher's links, in order, and the one marked current. */
  switcher: { href: string; hreflang: string; current: boolean }[];
  /**
   * The pages whose titles and descriptions must differ from this one's: its language's.
   */
  group: string;
}

export interface CrawlOptions {
  /** The export's folder (out/). */
  dir: string;
  pages: readonly ExpectedPage[];
  /** The site's origin, for absolute URLs read back as paths. */
  siteUrl: string;
  /** The logo's path: the one image besides a page's photo that may be fetched at high priority. */
  logo: string;
  /** The shortest description a page may have. */
  minDescription?: number;
  /** The shortest main text a page may have. */
  minMainText?: number;
  /**
   * The export checks' link checker (scripts/export-checks/links.mjs findBrokenLinks), to check every
   * same-site link and asset of the whole export too (once is enough).
   */
  findBrokenLinks?: (dir: string) => { problems: string[] };
}

const isElement = (node: Node): node is Element => 'tagName' in node;

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child as Node);
  if (isElement(node) && node.tagName === 'template' && 'content' in node) {
    yield* elements((node as unknown as { content: Node }).content);
  }
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (isElement(node) && (node.tagName === 'script' || node.tagName === 'style')) return '';
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.map((child) => textOf(child as Node)).join('');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What the HTML of one page says of itself. */
export interface PageFacts {
  lang?: string;
  headings: { text: string; lang?: string }[];
  title: string;
  description: string;
  canonical?: string;
  meta: Map<string, string>;
  jsonLd: string[];
  alternates: Record<string, string>;
  robots: string;
  switcher: { href: string; hreflang: string; current: boolean }[];
  mainText: string;
  highPriorityImages: string[];
  /**
   * The AVIF sources of the photos fetched at high priority from a <picture>, each with whether
   * <head> preloads it (the same srcset, type and priority) before the page's first script file.
   */
  highPriorityPictures: { srcSet: string; preloadedFirst: boolean }[];
}

/** The elements a visitor operates: a page holding one has behaviour of its own without JavaScript. */
const CONTROLS = new Set(['button', 'details', 'input', 'select', 'textarea', 'form']);

/** The controls in `main` outside the reach bar (components/contact/ReachBar.tsx). */
function ownControlsOf(main: Element): number {
  const bar = [...elements(main)].find(
    (element) => attribute(element, 'data-reach-bar') !== undefined,
  );
  const shared = new Set(bar ? elements(bar) : []);
  return [...elements(main)].filter(
    (element) => CONTROLS.has(element.tagName) && !shared.has(element),
  ).length;
}

/**
 * The controls of a page's own content (not the header's, the footer's or the reach bar's, which
 * every page shares): buttons, disclosures, form fields. Only its <main> is parsed: the rest of a
 * page (its head, its footer, the framework's data) holds none of them.
 */
export function ownControlsIn(html: string): number {
  const start = html.search(/<main[\s>]/);
  const end = html.indexOf('</main>', start);
  if (start === -1 || end === -1) return 0;
  const fragment = parseFragment(html.slice(start, end + '</main>'.length)) as unknown as Node;
  const main = [...elements(fragment)].find((element) => element.tagName === 'main');
  return main ? ownControlsOf(main) : 0;
}

export function pageFacts(html: string): PageFacts {
  const all = [...elements(parse(html) as unknown as Node)];
  const meta = new Map<string, string>();
  for (const tag of all.filter((element) => element.tagName === 'meta')) {
    const key = attribute(tag, 'property') ?? attribute(tag, 'name');
    const content = attribute(tag, 'content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const links = all.filter((element) => element.tagName === 'link');
  const canonical = links.find((link) => attribute(link, 'rel') === 'canonical');
  const main = all.find((element) => element.tagName === 'main');
  // The switchers are the header's links with an hreflang (the bar's and the phone menu's).
  const header = all.find((element) => element.tagName === 'header');
  const headerLinks = header ? [...elements(header)] : [];
  const highPriority = all.filter(
    (element) =>
      element.tagName === 'img' && attribute(element, 'fetchpriority')?.toLowerCase() === 'high',
  );
  return {
    lang: attribute(
      all.find((element) => element.tagName === 'html')!,
      'lang',
    ),
    headings: all
      .filter((element) => element.tagName === 'h1')
      .map((h1) => ({ text: squash(textOf(h1)), lang: attribute(h1, 'lang') })),
    title: squash(textOf(all.find((element) => element.tagName === 'title') ?? all[0]!)),
    description: meta.get('description') ?? '',
    canonical: canonical && attribute(canonical, 'href'),
    meta,
    jsonLd: all
      .filter(
        (element) =>
          element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json',
      )
      .map((script) =>
        script.childNodes.map((child) => (child as { value?: string }).value ?? '').join(''),
      ),
    alternates: Object.fromEntries(
      links
        .filter((link) => attribute(link, 'rel') === 'alternate' && attribute(link, 'hreflang'))
        .map((link) => [attribute(link, 'hreflang')!, attribute(link, 'href')!]),
    ),
    robots: meta.get('robots') ?? '',
    switcher: headerLinks
      .filter((element) => element.tagName === 'a' && attribute(element, 'hreflang'))
      .map((link) => ({
        href: attribute(link, 'href')!,
        hreflang: attribute(link, 'hreflang')!,
        current: attribute(link, 'aria-current') === 'true',
      })),
    mainText: main ? squash(textOf(main)) : '',
    highPriorityImages: highPriority.map((image) => attribute(image, 'src') ?? ''),
    highPriorityPictures: highPriorityPicturesOf(all, highPriority),
  };
}

/**
 * PageFacts.highPriorityPictures of a page's elements (`all`, in document order), given its images
 * fetched at high priority.
 */
function highPriorityPicturesOf(
  all: Element[],
  highPriority: Element[],
): PageFacts['highPriorityPictures'] {
  const firstScriptFile = all.findIndex(
    (element) => element.tagName === 'script' && attribute(element, 'src') !== undefined,
  );
  const preloadsFirst = all
    .slice(0, firstScriptFile === -1 ? all.length : firstScriptFile)
    .filter(
      (element) =>
        element.tagName === 'link' &&
        attribute(element, 'rel') === 'preload' &&
        attribute(element, 'as') === 'image' &&
        attribute(element, 'type') === 'image/avif' &&
        attribute(element, 'fetchpriority') === 'high',
    )
    .map((link) => attribute(link, 'imagesrcset'));
  return highPriority
    .filter(
      (element) =>
        element.parentNode !== null &&
        'tagName' in element.parentNode &&
        element.parentNode.tagName === 'picture',
    )
    .flatMap((image) =>
      (image.parentNode as Element).childNodes
        .filter(isElement)
        .filter((child) => child.tagName === 'source' && attribute(child, 'type') === 'image/avif')
        .map((source) => attribute(source, 'srcset') ?? ''),
    )
    .map((srcSet) => ({ srcSet, preloadedFirst: preloadsFirst.includes(srcSet) }));
}

const bare = (url: string | undefined) => url?.replace(/\/$/, '');
const matches = (value: string, expected: string | RegExp) =>
  typeof expected === 'string' ? value === expected : expected.test(value);

/** Every problem of the export against the pages expected of it: `path: what is wrong`. */
export function crawl(options: CrawlOptions): string[] {
  const { dir, pages, siteUrl, logo } = options;
  const minDescription = options.minDescription ?? 50;
  const minMainText = options.minMainText ?? 100;
  const problems: string[] = [];
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  const exists = (url: string) => {
    const { origin, pathname } = new URL(url, siteUrl);
    return origin === new URL(siteUrl).origin && servedFile(pathname, dir) !== null;
  };
  for (const page of pages) {
    const file = servedFile(page.path, dir);
    const say = (problem: string) => problems.push(`${page.path}: ${problem}`);
    if (!file || !file.endsWith('.html')) {
      say('no page in the export');
      continue;
    }
    const facts = pageFacts(readFileSync(file, 'utf8'));
    if (facts.lang !== page.lang) say(`lang is "${facts.lang}", not "${page.lang}"`);
    if (facts.headings.length !== 1) say(`${facts.headings.length} <h1> elements, not one`);
    const [heading] = facts.headings;
    if (heading) {
      const englishNoted =
        page.englishHeadingNote !== undefined &&
        heading.lang === 'en' &&
        facts.mainText.includes(page.englishHeadingNote);
      if (!englishNoted && !matches(heading.text, page.heading)) {
        say(`the heading is "${heading.text}", not ${String(page.heading)}`);
      }
    }
    if (!facts.title) say('no title');
    else if (!matches(facts.title, page.title))
      say(`the title "${facts.title}" is not ${String(page.title)}`);
    if (facts.description.length < minDescription) {
      say(`the description is shorter than ${minDescription} characters: "${facts.description}"`);
    }
    const key = (value: string) => `${page.group}\u0000${value}`;
    titles.set(key(facts.title), [...(titles.get(key(facts.title)) ?? []), page.path]);
    descriptions.set(key(facts.description), [
      ...(descriptions.get(key(facts.description)) ?? []),
      page.path,
    ]);
    if (bare(facts.canonical) !== bare(page.canonical)) {
      say(`canonical is ${facts.canonical ?? 'missing'}, not ${page.canonical}`);
    }
    if (!facts.meta.get('og:title')) say('no og:title');
    if (bare(facts.meta.get('og:url')) !== bare(facts.canonical))
      say('og:url is not the canonical URL');
    if (!/^https?:\/\//.test(facts.meta.get('og:image') ?? '')) say('no absolute og:image');
    if (facts.meta.get('og:locale') !== page.ogLocale) {
      say(`og:locale is ${facts.meta.get('og:locale')}, not ${page.ogLocale}`);
    }
    if (facts.meta.get('twitter:card') !== 'summary_large_image') say('no large Twitter card');
    for (const json of facts.jsonLd) {
      try {
        JSON.parse(json);
      } catch {
        say('JSON-LD that does not parse');
      }
    }
    const alternates = Object.fromEntries(
      Object.entries(facts.alternates).map(([lang, url]) => [lang, bare(url)]),
    );
    const expectedAlternates = Object.fromEntries(
      Object.entries(page.alternates).map(([lang, url]) => [lang, bare(url)]),
    );
    if (JSON.stringify(alternates) !== JSON.stringify(expectedAlternates)) {
      say(
        `hreflang alternates ${JSON.stringify(alternates)}, not ${JSON.stringify(expectedAlternates)}`,
      );
    }
    for (const [lang, url] of Object.entries(facts.alternates)) {
      if (!exists(url)) say(`the ${lang} alternate ${url} is no page of the export`);
    }
    if (page.noindex !== /noindex/.test(facts.robots)) {
      say(page.noindex ? 'not marked noindex' : 'marked noindex');
    }
    if (JSON.stringify(facts.switcher) !== JSON.stringify(page.switcher)) {
      say(`the language switcher is ${JSON.stringify(facts.switcher)}`);
    }
    if (facts.mainText.length <= minMainText)
      say(`its main text is ${facts.mainText.length} characters`);
    const photos = facts.highPriorityImages.filter((src) => src !== logo);
    if (photos.length > 1) say(`${photos.length} photos at high priority: ${photos.join(', ')}`);
    for (const { srcSet, preloadedFirst } of facts.highPriorityPictures) {
      if (!preloadedFirst) say(`its first photo (${srcSet}) is not preloaded before its scripts`);
    }
  }
  for (const [kind, seen] of [
    ['title', titles],
    ['description', descriptions],
  ] as const) {
    for (const [value, paths] of seen) {
      if (paths.length > 1) {
        problems.push(`${paths.join(', ')}: the same ${kind} "${value.split('\u0000')[1]}"`);
      }
    }
  }
  if (options.findBrokenLinks) problems.push(...options.findBrokenLinks(dir).problems);
  return problems;
}
