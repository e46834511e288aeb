// Builds each page's Metadata API object: one title template, a canonical URL in the page's
// language, its alternates in the other languages (hreflang), and Open Graph / Twitter cards, all
// from content/.
import { pageMetaIn, siteIn } from '@/lib/site/site';
import type { Metadata, Viewport } from 'next';
import type { PageKey } from '@/content/pages';
import { siteSettings } from '@/content/site';
import { blogWordsIn } from '@/lib/blog/posts';
import { noticesPageIn } from '@/lib/notices/notices-i18n';
import { htmlLang, localePath, locales, ogLocale, type Locale } from '@/lib/i18n/locales';
import { getImageInfo, servedAlt, servedSrc } from '@/lib/images';
import { blogFeedPath, noticesFeedPath, unlistedRoutes } from '@/lib/routes/routes';

/** The social card link previews show for pages without an image of their own. */
export function socialImage(locale: Locale) {
  const { socialImage: image } = siteIn(locale);
  const { width, height } = getImageInfo(image.src);
  return { url: servedSrc(image.src), width, height, alt: servedAlt(image) };
}

export interface PageMetadataInput {
  /** The page's language; its paths below are the English ones. */
  locale: Locale;
  title: string;
  description: string;
  /** The page's own path in English, e.g. '/about'; becomes the canonical URL in `locale`. */
  path: string;
  image?: { url: string; width: number; height: number; alt?: string };
  type?: 'website' | 'article';
  /** Pages that should not be indexed (the 404 page, the unlisted routes). */
  noIndex?: boolean;
  /** A feed announced in the head (<link rel="alternate" type="application/rss+xml">). */
  rssFeed?: { path: string; title: string };
  /** Open Graph article fields, for blog posts (type 'article'). */
  article?: { publishedTime: string; authors: string[]; section: string; tags: string[] };
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteSettings.url).toString().replace(/\/$/, path === '/' ? '/' : '');
}

/**
 * The page in every language, by hreflang (en-IN, mr-IN, hi-IN), and `x-default`: the English
 * page, for a reader whose language is none of them.
 */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [htmlLang[locale], localePath(locale, path)])),
    'x-default': path,
  };
}

export function pageMetadata({
  locale,
  title,
  description,
  path,
  image = socialImage(locale),
  type = 'website',
  noIndex = false,
  rssFeed,
  article,
}: PageMetadataInput): Metadata {
  const { name: siteName, homeTitle } = siteIn(locale);
  const url = localePath(locale, path);
  const ogImage = { ...image, alt: image.alt ?? siteName };
  const openGraphBase = {
    title,
    description,
    url,
    siteName,
    locale: ogLocale[locale],
    alternateLocale: locales.filter((other) => other !== locale).map((other) => ogLocale[other]),
    images: [ogImage],
  };
  return {
    // One format: '{Page} | Aurora Global School' (the layout's template), and the home page
    // names the school, what it is and its city.
    title: path === '/' ? { absolute: homeTitle } : title,
    description,
    alternates: {
      canonical: url,
      ...(!noIndex && { languages: languageAlternates(path) }),
      ...(rssFeed && {
        types: { 'application/rss+xml': [{ url: rssFeed.path, title: rssFeed.title }] },
      }),
    },
    openGraph:
      type === 'article'
        ? { ...openGraphBase, type, ...article }
        : { ...openGraphBase, type: 'website' },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: ogImage.url, alt: ogImage.alt }],
    },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}

/** A page whose title and description live in content/pages.ts; unlisted routes get noindex. */
export function staticPageMetadata(
  locale: Locale,
  key: Exclude<PageKey, 'notFound'>,
  path: string,
  extra: Pick<PageMetadataInput, 'rssFeed'> = {},
): Metadata {
  const noIndex = (unlistedRoutes as readonly string[]).includes(path);
  return pageMetadata({ locale, ...pageMetaIn(locale)[key], path, noIndex, ...extra });
}

/** What every page of a language shares: the title template, the site's name and card. */
export function siteMetadata(locale: Locale): Metadata {
  const words = siteIn(locale);
  return {
    metadataBase: new URL(siteSettings.url),
    title: { default: words.name, template: `%s | ${words.name}` },
    description: words.description,
    applicationName: words.name,
    openGraph: {
      siteName: words.name,
      type: 'website',
      locale: ogLocale[locale],
      images: [socialImage(locale)],
    },
    twitter: { card: 'summary_large_image' },
    icons: { icon: words.logo.src },
  };
}

/** Every page's viewport, and the browser's bar in the school's darkest colour. */
export const siteViewport = (): Viewport => ({
  themeColor: siteIn('en').palette.brand['900'],
  width: 'device-width',
  initialScale: 1,
});

/**
 * The blog's RSS feed: its title in the feed itself and in the blog pages' <head>. The feeds are
 * written in English, for the pages of every language.
 */
export const blogRssFeed = () => ({
  path: blogFeedPath(),
  title: `${blogWordsIn('en').blogPage.title} – ${siteIn('en').name}`,
});

/** The notices' RSS feed: its title in the feed itself and in the notices pages' <head>. */
export const noticesRssFeed = () => ({
  path: noticesFeedPath,
  title: noticesPageIn('en').feedTitle,
});
