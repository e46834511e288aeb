// Builds each page's Metadata API object: one title template, a canonical URL and Open Graph /
// Twitter cards, all from content/.
import type { Metadata } from 'next';
import { blogPage } from '@/content/blog';
import { noticesPage } from '@/content/notices';
import { pageMeta, type PageKey } from '@/content/pages';
import { SITE_LOCALE, site } from '@/content/site';
import { getImageInfo, servedAlt } from './images';
import { blogFeedPath, noticesFeedPath, unlistedRoutes } from './routes';

/** The site's locale as Open Graph spells it (en_IN). */
export const OG_LOCALE = SITE_LOCALE.replace('-', '_');

/** The social card link previews show for pages without an image of their own. */
export const OG_IMAGE = {
  url: site.socialImage.src,
  width: getImageInfo(site.socialImage.src).width,
  height: getImageInfo(site.socialImage.src).height,
  alt: servedAlt(site.socialImage),
};

export interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's own path, e.g. '/about'; becomes the canonical URL. */
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
  return new URL(path, site.url).toString().replace(/\/$/, path === '/' ? '/' : '');
}

export function pageMetadata({
  title,
  description,
  path,
  image = OG_IMAGE,
  type = 'website',
  noIndex = false,
  rssFeed,
  article,
}: PageMetadataInput): Metadata {
  const ogImage = { ...image, alt: image.alt ?? site.name };
  const openGraphBase = {
    title,
    description,
    url: path,
    siteName: site.name,
    locale: OG_LOCALE,
    images: [ogImage],
  };
  return {
    // One format: '{Page} | Aurora Global School' (the layout's template), and the home page
    // is the school's name alone.
    title: path === '/' ? { absolute: site.name } : title,
    description,
    alternates: {
      canonical: path,
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
  key: Exclude<PageKey, 'notFound'>,
  path: string,
  extra: Pick<PageMetadataInput, 'rssFeed'> = {},
): Metadata {
  const noIndex = (unlistedRoutes as readonly string[]).includes(path);
  return pageMetadata({ ...pageMeta[key], path, noIndex, ...extra });
}

/** The blog's RSS feed: its title in the feed itself and in the blog pages' <head>. */
export const blogRssFeed = { path: blogFeedPath, title: `${blogPage.title} – ${site.name}` };

/** The notices' RSS feed: its title in the feed itself and in the notices pages' <head>. */
export const noticesRssFeed = { path: noticesFeedPath, title: noticesPage.feedTitle };
