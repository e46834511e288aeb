import { cn } from '@/lib/cn';
import { IconBadge } from '@/components/ui/IconBadge';
import { Section } from '@/components/ui/Section';
import type { WhyChooseEntry } from '@/content/schema';

export interface WhyChooseCampusProps {
  heading: string;
  entries: WhyChooseEntry[];
}

/** 'Why Choose {campus}?': numbered cards, and nothing at all without entries. */
export function WhyChooseCampus({ heading, entries }: WhyChooseCampusProps) {
  if (entries.length === 0) return null;
  // Four fit one row on wide screens; other counts wrap in rows of three, centred.
  const wide = entries.length === 4 ? 'lg:w-[calc(25%-1.125rem)]' : 'lg:w-[calc(33.333%-1rem)]';
  return (
    <Section id="campus-why-heading" heading={heading} className="bg-brand-50">
      <ol className="mt-12 flex flex-wrap justify-center gap-6">
        {entries.map((entry, index) => (
          <li
            key={entry.title}
            data-testid="why-choose-entry"
            className={cn(
              'w-full rounded-2xl bg-white p-6 shadow-md ring-1 ring-brand-100 sm:w-[calc(50%-0.75rem)]',
              wide,
            )}
          >
            <IconBadge className="h-12 w-12 rounded-xl bg-accent-300 text-lg font-extrabold text-ink">
              {String(index + 1).padStart(2, '0')}
            </IconBadge>
            <h3 className="mt-3 text-lg font-bold text-brand-900">{entry.title}</h3>
            <p className="mt-2 leading-relaxed text-gray-600">{entry.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
