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

/** 'Our Facilities': a grid of six photo cards. */
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
        className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-brand-100"
        testId="admission-facility"
      >
        {(facility) => (
          <>
            <ContentImage
              image={facility.image}
              fallbackSrc={fallbackImage}
              sizes="(min-width: 1280px) 400px, (min-width: 640px) 45vw, 92vw"
              className="aspect-[4/3] w-full bg-brand-100 object-cover"
            />
            <div className="p-6">
              <h3 className="text-lg font-bold text-brand-900">{facility.title}</h3>
              <p className="mt-2 leading-relaxed text-gray-600">{facility.description}</p>
            </div>
          </>
        )}
      </CardList>
    </Section>
  );
}
