import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Leader } from '@/content/schema';
import { fillTemplate } from '@/lib/template';
import { LeaderSlide } from './LeaderSlide';
import { LeadersCarousel, type CarouselControlLabels } from './LeadersCarousel';

export interface LeadersCarouselLabels extends CarouselControlLabels {
  /** Names each slide: '{n} of {total}'. */
  slide: string;
  /** Names each slide's dot: '{n}' and the leader's '{name}'. */
  dot: string;
}

export interface LeadersSectionProps {
  heading: string;
  leaders: Leader[];
  intervalMs: number;
  placeholderSrc: string;
  labels: LeadersCarouselLabels;
}

/**
 * The carousel region (WAI-ARIA carousel pattern: labelled by its heading). The slides and
 * their names are rendered here, on the server; the client carousel only moves between them.
 */
export function LeadersSection({
  heading,
  leaders,
  intervalMs,
  placeholderSrc,
  labels,
}: LeadersSectionProps) {
  const { slide, dot, ...controlLabels } = labels;
  const slides = leaders.map((leader, i) => ({
    label: fillTemplate(slide, { n: i + 1, total: leaders.length }),
    dotLabel: fillTemplate(dot, { n: i + 1, name: leader.name }),
    content: <LeaderSlide leader={leader} placeholderSrc={placeholderSrc} />,
  }));
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="leaders-heading"
      className="bg-brand-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="leaders-heading" title={heading} />
        <LeadersCarousel slides={slides} intervalMs={intervalMs} labels={controlLabels} />
      </div>
    </section>
  );
}
