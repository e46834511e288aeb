// Marathi words of content/blog.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../blog';

export const reviewed = false;

export const blogPage: Translation<typeof english.blogPage> = {
  title: 'Aurora Blog',
  subtitle: 'Insights, updates, and stories from our educational community',
};

export const blogFilters: Translation<typeof english.blogFilters> = [
  {
    label: 'All',
  },
  {
    label: 'News & Articles',
  },
  {
    label: 'Blogs',
  },
];

export const blogNotFound: Translation<typeof english.blogNotFound> = {
  title: 'Blog Post Not Found',
  text: "The blog post you're looking for doesn't exist.",
  backLabel: '← Back to All Posts',
};

export const blogLabels: Translation<typeof english.blogLabels> = {
  backToBlog: 'Back to Blog',
  readMore: 'Read More',
  readMoreHidden: 'about {title}',
  backToAll: '← Back to All Posts',
  filterGroup: 'Filter posts by category',
  resultsStatus: 'Showing {shown} of {total} posts',
  views: 'views',
  author: 'By',
  tags: 'Tags',
};
