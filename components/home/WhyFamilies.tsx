import { SectionHeading } from '@/components/ui/SectionHeading';
import type { HomeContent } from '@/content/home';
import { WhyFamilyCard } from './WhyFamilyCard';

/** 'Why Families Choose' (SPEC §2): six cards whose bullet lists show on hover, focus or tap. */
export function WhyFamilies({ content }: { content: HomeContent['whyFamilies'] }) {
  return (
    <section aria-labelledby="why-families-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="why-families-heading" title={content.heading} intro={content.intro} />
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.cards.map((card, index) => (
            <WhyFamilyCard key={card.title} card={card} hint={content.hint} id={`why-${index}`} />
          ))}
        </div>
      </div>
    </section>
  );
}
