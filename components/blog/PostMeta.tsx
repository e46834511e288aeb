import { blogWordsIn } from '@/lib/blog/posts';
import { cn } from '@/lib/cn';
import type { ReactNode } from 'react';
import type { BlogPost } from '@/content/schema';
import { DEFAULT_LOCALE, intlLocale, type Locale } from '@/lib/i18n/locales';
import { formatPostDate } from '@/lib/blog/post-date';
import { BlogIcon, type BlogIconName } from './BlogIcon';
import { PostDate } from './PostDate';

export interface PostMetaProps {
  locale: Locale;
  post: Pick<BlogPost, 'date' | 'author' | 'views' | 'readTime'>;
  /**
   * One meta line that wraps where it must: date, views, author, and on an 'article' the read
   * time too ('card' leaves it for the card's footer). A card's icons are copies of the list's
   * symbols (BlogIconSymbols).
   */
  layout: 'card' | 'article';
  className?: string;
}

interface MetaItem {
  key: string;
  icon: BlogIconName;
  content: ReactNode;
  className?: string;
}

/** Date, views, author (and read time): the line of facts about a post. */
export function PostMeta({ locale, post, layout, className = '' }: PostMetaProps) {
  const { blogLabels } = blogWordsIn(locale);
  const intl = intlLocale[locale];
  // The post's own words (author, read time) are English; on other pages they say so.
  const postLang = locale === DEFAULT_LOCALE ? undefined : 'en';
  const card = layout === 'card';
  const items: MetaItem[] = [
    {
      key: 'date',
      icon: 'calendar',
      // English pages show the day in the visitor's own locale; the others in their language.
      content:
        locale === DEFAULT_LOCALE ? (
          <PostDate date={post.date} prerendered={formatPostDate(post.date, intl)} />
        ) : (
          <time dateTime={post.date}>{formatPostDate(post.date, intl)}</time>
        ),
      // The date turns into the visitor's locale after hydration and may change width: room
      // for the longest common format ('September 30, 2025') keeps the facts after it from
      // moving (no layout shift, CLS 0).
      className: 'min-w-[18ch]',
    },
    {
      key: 'views',
      icon: 'views',
      content: `${post.views.toLocaleString(intl)} ${blogLabels.views}`,
    },
    {
      key: 'author',
      icon: 'author',
      content: postLang ? (
        <>
          {blogLabels.author} <span lang={postLang}>{post.author}</span>
        </>
      ) : (
        `${blogLabels.author} ${post.author}`
      ),
    },
    ...(card
      ? []
      : [
          {
            key: 'read',
            icon: 'clock' as const,
            content: postLang ? <span lang={postLang}>{post.readTime}</span> : post.readTime,
          },
        ]),
  ];
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1.5 text-sm', className)}>
      {items.map((item) => (
        <li key={item.key} className={cn('flex items-start gap-1.5', item.className ?? '')}>
          <BlogIcon name={item.icon} shared={card} className="mt-0.5 h-4 w-4" />
          <span>{item.content}</span>
        </li>
      ))}
    </ul>
  );
}
