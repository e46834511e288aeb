import { cn } from '@/lib/cn';
import { blogLabels } from '@/content/blog';

/** A post's tags as small chips; the list is named for screen readers. */
export function PostTags({ tags, className = '' }: { tags: string[]; className?: string }) {
  return (
    <ul aria-label={blogLabels.tags} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-100"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
