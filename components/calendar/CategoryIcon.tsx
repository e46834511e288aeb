import { ContentIcon, ContentIconSymbols } from '@/components/ContentIcon';
import { IconBadge } from '@/components/ui/IconBadge';
import type { ContentIconName, EventCategory } from '@/content/schema';
import { cn } from '@/lib/cn';

/** Each kind of date has its own drawing and colour, so a list can be scanned by eye. */
const CATEGORY_LOOKS: Record<EventCategory, { icon: ContentIconName; colours: string }> = {
  holiday: { icon: 'sun', colours: 'bg-amber-50 text-amber-800' },
  examination: { icon: 'file-pen', colours: 'bg-rose-50 text-rose-700' },
  'parent-teacher-meeting': { icon: 'handshake', colours: 'bg-emerald-50 text-emerald-700' },
  admissions: { icon: 'graduation-cap', colours: 'bg-brand-50 text-brand-700' },
  event: { icon: 'party-popper', colours: 'bg-sky-50 text-sky-700' },
};

/** The symbols of the categories' icons: once on a page that shows CategoryIcon, outside lists. */
export function CategorySymbols({ categories }: { categories: readonly EventCategory[] }) {
  return <ContentIconSymbols names={categories.map((category) => CATEGORY_LOOKS[category].icon)} />;
}

/**
 * The category's icon on a tinted tile, a copy of its symbol in CategorySymbols; decorative, the
 * category's name is written beside it.
 */
export function CategoryIcon({
  category,
  className,
}: {
  category: EventCategory;
  className?: string;
}) {
  const { icon, colours } = CATEGORY_LOOKS[category];
  return (
    <IconBadge className={cn('h-10 w-10 shrink-0 rounded-xl', colours, className)}>
      <ContentIcon name={icon} shared className="h-5 w-5" />
    </IconBadge>
  );
}
