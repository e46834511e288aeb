import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Leader } from '@/content/schema';
import { imageAttributes } from '@/lib/images';
import { LeadersCarousel, type LeadersCarouselLabels } from './LeadersCarousel';

export interface LeadersSectionProps {
  heading: string;
  leaders: Leader[];
  intervalMs: number;
  placeholderSrc: string;
  labels: LeadersCarouselLabels;
}

/**
 * The carousel region (WAI-ARIA carousel pattern: labelled by its heading). Image sizes are
 * resolved here, on the server, so the image manifest never ships to the browser.
 */
export function LeadersSection({ heading, leaders, ...rest }: LeadersSectionProps) {
  const slides = leaders.map((leader) => ({
    name: leader.name,
    position: leader.position,
    expertise: leader.expertise,
    message: leader.message,
    image: imageAttributes(leader.image),
  }));
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="leaders-heading"
      className="bg-brand-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="leaders-heading" title={heading} />
        <LeadersCarousel leaders={slides} {...rest} />
      </div>
    </section>
  );
}
