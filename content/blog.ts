// The blog ('{shortName} Social'): its page text, filters and labels here; the posts themselves are
// the posts collection (content/collections.ts): Markdown files in content/blog/, one per post,
// listed in file-name order, written in the site editor or by hand (the next number and `id`,
// `image.src` /images/blog/post-{id}.webp with the photo at content/photos/blog/post-{id}.jpg,
// the text below the front matter: one paragraph per line, **bold** where needed).
import type { BlogFilter, Texts } from './schema';

export type { BlogFilter, BlogFilterId } from './schema';

export const blogPage = {
  title: '{shortName} Blog',
  subtitle: 'Insights, updates, and stories from our educational community',
} satisfies Texts;

export const blogFilters: BlogFilter[] = [
  { id: 'all', label: 'All', categories: ['News', 'Articles', 'Blogs'] },
  { id: 'news-articles', label: 'News & Articles', categories: ['News', 'Articles'] },
  { id: 'blogs', label: 'Blogs', categories: ['Blogs'] },
];

export const blogNotFound = {
  title: 'Blog Post Not Found',
  text: "The blog post you're looking for doesn't exist.",
  backLabel: '← Back to All Posts',
} satisfies Texts;

export const blogLabels = {
  backToBlog: 'Back to Blog',
  readMore: 'Read More',
  /** Read by screen readers after 'Read More' (hidden on screen), so each link says where it goes. */
  readMoreHidden: 'about {title}',
  backToAll: '← Back to All Posts',
  /** Accessible name of the group of filter buttons. */
  filterGroup: 'Filter posts by category',
  /** Announced when the filter changes; {shown} and {total} are numbers. */
  resultsStatus: 'Showing {shown} of {total} posts',
  /** After the number, e.g. '1,284 views'. */
  views: 'views',
  author: 'By',
  tags: 'Tags',
} satisfies Texts;
