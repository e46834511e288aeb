import { CardList } from '@/components/ui/CardList';
import { ContentImage } from '@/components/ui/ContentImage';
import { Section } from '@/components/ui/Section';
import type { Facility, SitePath } from '@/content/schema';

export interface AdmissionFacilitiesProps {
  heading: string;
  facilities: Facility[];
  /** A facility photo that fails to load is replaced by this local image. */
  fallbackImage: SitePath;
}

/**
 * 'Our Facilities': a grid of six photo cards; on a phone each photo sits beside its words, so the
 * six take two screens less and say the same.
 */
export function AdmissionFacilities({
  heading,
  facilities,
  fallbackImage,
}: AdmissionFacilitiesProps) {
  return (
    <Section id="admissions-facilities-heading" heading={heading} className="bg-brand-50">
      <CardList
        items={facilities}
        itemKey={(facility) => facility.id}
        className="mt-8 grid gap-4 sm:mt-12 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3"
        itemClassName="flex overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-brand-100 sm:block"
        testId="admission-facility"
      >
        {(facility) => (
          <>
            <ContentImage
              image={facility.image}
              fallbackSrc={fallbackImage}
              sizes="(min-width: 1280px) 400px, (min-width: 640px) 45vw, 7rem"
              className="w-28 shrink-0 self-stretch bg-brand-100 object-cover sm:aspect-[4/3] sm:w-full sm:self-auto"
            />
            <div className="p-4 sm:p-6">
              <h3 className="font-bold text-brand-900 sm:text-lg">{facility.title}</h3>
              <p className="mt-1 leading-snug text-gray-600 sm:mt-2 sm:leading-relaxed">
                {facility.description}
              </p>
            </div>
          </>
        )}
      </CardList>
    </Section>
  );
}
