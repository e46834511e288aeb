import { cn } from '@/lib/cn';
import type { ReactNode } from 'react';
import { blogLabels } from '@/content/blog';
import type { BlogPost } from '@/content/schema';
import { formatPostDate, PRERENDER_LOCALE } from '@/lib/post-date';
import { BlogIcon, type BlogIconName } from './BlogIcon';
import { PostDate } from './PostDate';

export interface PostMetaProps {
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
export function PostMeta({ post, layout, className = '' }: PostMetaProps) {
  const card = layout === 'card';
  const items: MetaItem[] = [
    {
      key: 'date',
      icon: 'calendar',
      content: (
        <PostDate date={post.date} prerendered={formatPostDate(post.date, PRERENDER_LOCALE)} />
      ),
      // The date turns into the visitor's locale after hydration and may change width: room
      // for the longest common format ('September 30, 2025') keeps the facts after it from
      // moving (no layout shift, CLS 0).
      className: 'min-w-[18ch]',
    },
    {
      key: 'views',
      icon: 'views',
      content: `${post.views.toLocaleString(PRERENDER_LOCALE)} ${blogLabels.views}`,
    },
    {
      key: 'author',
      icon: 'author',
      content: `${blogLabels.author} ${post.author}`,
    },
    ...(card ? [] : [{ key: 'read', icon: 'clock' as const, content: post.readTime }]),
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
