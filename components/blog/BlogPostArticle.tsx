import { blogWordsIn } from '@/lib/blog/posts';
import { languageLabelsIn } from '@/lib/site/site';
import Link from 'next/link';
import type { BlogPost } from '@/content/schema';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { buttonClass } from '@/components/ui/buttonStyles';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { BlogIcon } from './BlogIcon';
import { PostContent } from './PostContent';
import { PostMeta } from './PostMeta';
import { PostTags } from './PostTags';

/**
 * A whole post on its detail page, with its one <h1>. Every label around it is in the page's
 * language; the post itself is the English original, marked as such, with a line saying so.
 */
export function BlogPostArticle({ locale, post }: { locale: Locale; post: BlogPost }) {
  const { blogLabels } = blogWordsIn(locale);
  const languageLabels = languageLabelsIn(locale);
  const postLang = locale === DEFAULT_LOCALE ? undefined : 'en';
  const blogPath = localePath(locale, routes.blog);
  return (
    <article>
      <header className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        {/* Soft light in the corner; purely decorative, as on the other page headers. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-32 -top-32 h-96 w-96 rounded-full bg-accent-400/20 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl px-4 pb-24 pt-8 sm:px-6 sm:pb-32 sm:pt-10">
          <Link
            href={blogPath}
            data-print="hide"
            className={buttonClass('outlineLight', 'px-4 py-2 text-sm')}
          >
            <BlogIcon name="arrowLeft" />
            {blogLabels.backToBlog}
          </Link>
          {postLang && <p className="mt-8 text-brand-100">{languageLabels.postInEnglish}</p>}
          <p className="mt-8">
            <span
              lang={postLang}
              className="inline-block rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink"
            >
              {post.category}
            </span>
          </p>
          <h1
            lang={postLang}
            className="mt-4 text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl"
          >
            {post.title}
          </h1>
          <PostMeta locale={locale} post={post} layout="article" className="mt-6 text-brand-100" />
        </div>
      </header>

      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <ResponsiveImage
          image={post.image}
          priority
          sizes="(min-width: 896px) 848px, 92vw"
          className="relative -mt-16 aspect-[16/9] w-full rounded-2xl object-cover shadow-2xl ring-1 ring-black/5 sm:-mt-24"
        />
        <div className="mx-auto max-w-3xl pb-16 pt-10 sm:pb-20 sm:pt-14">
          <PostContent content={post.content} lang={postLang} />
          <div className="mt-12 border-t border-slate-200 pt-8">
            <p className="text-sm font-semibold uppercase tracking-wider text-slate-600">
              {blogLabels.tags}
            </p>
            <PostTags tags={post.tags} label={blogLabels.tags} lang={postLang} className="mt-3" />
          </div>
          <Link href={blogPath} data-print="hide" className={buttonClass('brand', 'mt-10')}>
            {blogLabels.backToAll}
          </Link>
        </div>
      </div>
    </article>
  );
}
