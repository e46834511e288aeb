import { CardList } from '@/components/ui/CardList';
import { IconBadge } from '@/components/ui/IconBadge';
import { Section } from '@/components/ui/Section';
import type { FeatureCard } from '@/content/schema';
import { ContentIcon } from '@/components/ContentIcon';

export interface LifeFacilitiesProps {
  heading: string;
  intro: string;
  facilities: FeatureCard[];
}

/** 'World-Class Facilities' cards. */
export function LifeFacilities({ heading, intro, facilities }: LifeFacilitiesProps) {
  return (
    <Section id="life-facilities-heading" heading={heading} intro={intro} className="bg-brand-50">
      <CardList
        items={facilities}
        itemKey={(facility) => facility.title}
        className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="flex gap-4 rounded-2xl bg-white p-6 shadow-md ring-1 ring-brand-100"
        testId="life-facility"
      >
        {(facility) => (
          <>
            <IconBadge className="h-12 w-12 shrink-0 rounded-xl bg-brand-100 text-brand-800">
              {facility.icon && <ContentIcon name={facility.icon} className="h-6 w-6" />}
            </IconBadge>
            <div>
              <h3 className="text-lg font-bold text-brand-900">{facility.title}</h3>
              <p className="mt-1 leading-relaxed text-gray-600">{facility.description}</p>
            </div>
          </>
        )}
      </CardList>
    </Section>
  );
}
