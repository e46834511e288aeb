import { cn } from '@/lib/cn';

export interface PostTagsProps {
  tags: string[];
  /** The list's name, in the page's language. */
  label: string;
  /** The tags' language where it differs from the page's (they are the post's own words). */
  lang?: string;
  className?: string;
}

/** A post's tags as small chips; the list is named for screen readers. */
export function PostTags({ tags, label, lang, className = '' }: PostTagsProps) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          lang={lang}
          className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-100"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
