import { cn } from '@/lib/cn';
import type { ReactNode } from 'react';
import type { BlogFilterId } from '@/content/blog';
import type { BlogCategory } from '@/content/schema';
import { filterPosts, type FilterRule } from '@/lib/blog/blog';
import { fillTemplate } from '@/lib/template';

export interface BlogListEntry {
  id: number;
  category: BlogCategory;
  /** The card, rendered on the server. */
  card: ReactNode;
}

export interface BlogListViewProps {
  filters: (FilterRule & { label: string })[];
  entries: BlogListEntry[];
  activeId: BlogFilterId;
  /** Absent before JavaScript runs: the buttons then show the default, with every post. */
  onSelect?: (id: BlogFilterId) => void;
  texts: { filterGroup: string; resultsStatus: string };
}

/** What the server hands to the client leaf: everything but the chosen filter. */
export type BlogListData = Omit<BlogListViewProps, 'activeId' | 'onSelect'>;

/** The filter buttons (toggle buttons, one pressed at a time) and the cards its filter accepts. */
export function BlogListView({ filters, entries, activeId, onSelect, texts }: BlogListViewProps) {
  const visible = filterPosts(entries, activeId, filters);
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {/* Filtering needs JavaScript: without it the list shows every post, and no buttons. */}
        <div
          role="group"
          aria-label={texts.filterGroup}
          className="flex flex-wrap gap-2 noscript:hidden"
        >
          {filters.map((filter) => {
            const pressed = filter.id === activeId;
            return (
              <button
                key={filter.id}
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect?.(filter.id)}
                className={cn(
                  'min-h-11 rounded-full px-5 py-2 text-sm font-semibold transition-colors',
                  pressed
                    ? 'bg-brand-800 text-white shadow-md'
                    : 'bg-white text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
                )}
              >
                {filter.label}
              </button>
            );
          })}
        </div>
        <p role="status" className="text-sm text-slate-600">
          {fillTemplate(texts.resultsStatus, { shown: visible.length, total: entries.length })}
        </p>
      </div>
      <ul className="mt-8 grid gap-6 sm:gap-8 md:grid-cols-2 lg:grid-cols-3">
        {visible.map((entry) => (
          <li key={entry.id}>{entry.card}</li>
        ))}
      </ul>
    </>
  );
}
