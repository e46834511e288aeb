import { CardList } from '@/components/ui/CardList';
import { IconBadge } from '@/components/ui/IconBadge';
import { Section } from '@/components/ui/Section';
import type { FeatureCard } from '@/content/schema';
import { ContentIcon } from '@/components/ContentIcon';

export interface LifeHighlightsProps {
  heading: string;
  highlights: FeatureCard[];
}

/** The 'Life at …' highlights: four cards lifted over the bottom edge of the hero. */
export function LifeHighlights({ heading, highlights }: LifeHighlightsProps) {
  return (
    <Section
      id="life-highlights-heading"
      heading={heading}
      headingHidden
      className="bg-brand-50"
      padding="pb-16 sm:pb-20"
    >
      <CardList
        items={highlights}
        itemKey={(item) => item.title}
        className="relative -mt-12 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:-mt-20 lg:grid-cols-4"
        itemClassName="flex gap-4 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-brand-100 transition hover:-translate-y-1 hover:shadow-xl sm:block sm:p-6"
      >
        {(item) => (
          <>
            <IconBadge className="h-12 w-12 shrink-0 rounded-xl bg-accent-300/40 text-brand-900">
              {item.icon && <ContentIcon name={item.icon} className="h-6 w-6" />}
            </IconBadge>
            <div>
              <h3 className="text-lg font-bold text-brand-900 sm:mt-4">{item.title}</h3>
              <p className="mt-1 leading-relaxed text-gray-600 sm:mt-2">{item.description}</p>
            </div>
          </>
        )}
      </CardList>
    </Section>
  );
}
