import { blogWordsIn } from '@/lib/blog/posts';
import Link from 'next/link';
import type { BlogPost } from '@/content/schema';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { FilledTemplate } from '@/components/ui/FilledTemplate';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { BlogIcon, type BlogIconName } from './BlogIcon';
import { PostMeta } from './PostMeta';
import { PostTags } from './PostTags';

/** The icons on every card (PostMeta's and the footer's), drawn once by the list. */
export const CARD_ICONS: readonly BlogIconName[] = [
  'calendar',
  'views',
  'author',
  'clock',
  'arrowRight',
];

export interface BlogCardProps {
  locale: Locale;
  post: BlogPost;
  href: string;
}

/** One post on the blog list: the whole card is clickable through 'Read More'. */
export function BlogCard({ locale, post, href }: BlogCardProps) {
  const { blogLabels } = blogWordsIn(locale);
  // A post's own words are English: on a page in another language they say so.
  const postLang = locale === DEFAULT_LOCALE ? undefined : 'en';
  return (
    // A summary of a post the index holds whole: left out of the search index.
    <article
      data-pagefind-ignore
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition duration-200 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-1 hover:shadow-xl motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-brand-50">
        <ResponsiveImage
          image={post.image}
          sizes="(min-width: 1280px) 405px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
        />
        <span
          lang={postLang}
          className="absolute left-4 top-4 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink shadow"
        >
          {post.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <PostMeta locale={locale} post={post} layout="card" className="text-slate-600" />
        <h2 lang={postLang} className="mt-3 text-xl font-bold leading-snug text-brand-900">
          {post.title}
        </h2>
        <p lang={postLang} className="mt-3 leading-relaxed text-slate-700">
          {post.excerpt}
        </p>
        <PostTags tags={post.tags} label={blogLabels.tags} lang={postLang} className="mb-6 mt-4" />
        <div className="mt-auto flex items-center justify-between gap-4 border-t border-slate-100 pt-4">
          <span lang={postLang} className="inline-flex items-center gap-1.5 text-sm text-slate-600">
            <BlogIcon name="clock" shared />
            {post.readTime}
          </span>
          <Link
            href={href}
            className="inline-flex items-center gap-1.5 rounded-md font-semibold text-brand-700 after:absolute after:inset-0 after:content-[''] hover:text-brand-900 focus-visible:outline-offset-4"
          >
            {blogLabels.readMore}
            {/* Names the post, so nine links are not all just 'Read More'. */}
            <span className="sr-only">
              {' '}
              <FilledTemplate
                template={blogLabels.readMoreHidden}
                values={{
                  title: postLang ? <span lang={postLang}>{post.title}</span> : post.title,
                }}
              />
            </span>
            <BlogIcon
              name="arrowRight"
              shared
              className="h-4 w-4 transition-transform group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0"
            />
          </Link>
        </div>
      </div>
    </article>
  );
}
