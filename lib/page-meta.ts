// Metadata of the pages whose title and description live in content/pages.ts.
import { blogPage } from '@/content/blog';
import { pageMeta, type PageKey } from '@/content/pages';
import { site } from '@/content/site';
import { pageMetadata } from './metadata';
import { blogFeedPath } from './routes';

export function staticPageMetadata(key: Exclude<PageKey, 'notFound'>, path: string) {
  return pageMetadata({ ...pageMeta[key], path });
}

/** The blog's RSS feed: its title in the feed itself and in the blog pages' <head>. */
export const blogRssFeed = { path: blogFeedPath, title: `${blogPage.title} – ${site.name}` };
