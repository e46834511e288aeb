import { blogWordsIn, posts } from '@/lib/blog/posts';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { blogPostPath } from '@/lib/routes/routes';
import { BlogBrowser } from './BlogBrowser';
import { BlogCard, CARD_ICONS } from './BlogCard';
import { BlogIconSymbols } from './BlogIcon';

/** The list part of /aurora-social: cards rendered here, filtered by the small client leaf. */
export function BlogIndex({ locale }: { locale: Locale }) {
  const { blogFilters, blogLabels } = blogWordsIn(locale);
  return (
    <div className="bg-slate-50">
      <BlogIconSymbols names={CARD_ICONS} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <BlogBrowser
          filters={blogFilters}
          texts={{ filterGroup: blogLabels.filterGroup, resultsStatus: blogLabels.resultsStatus }}
          entries={posts().map((post) => ({
            id: post.id,
            category: post.category,
            card: (
              <BlogCard
                locale={locale}
                post={post}
                href={localePath(locale, blogPostPath(post.id))}
              />
            ),
          }))}
        />
      </div>
    </div>
  );
}
