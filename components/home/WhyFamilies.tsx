import { Section } from '@/components/ui/Section';
import type { HomeContent } from '@/content/home';
import { WhyFamilyCard } from './WhyFamilyCard';

/** 'Why Families Choose': six cards whose bullet lists show on hover, focus or tap. */
export function WhyFamilies({ content }: { content: HomeContent['whyFamilies'] }) {
  return (
    <Section
      id="why-families-heading"
      heading={content.heading}
      intro={content.intro}
      className="bg-white"
    >
      <div className="mt-8 grid gap-4 sm:mt-12 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {content.cards.map((card, index) => (
          <WhyFamilyCard key={card.title} card={card} hint={content.hint} id={`why-${index}`} />
        ))}
      </div>
    </Section>
  );
}
