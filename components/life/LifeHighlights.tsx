import type { FeatureCard } from '@/content/types';

export interface LifeHighlightsProps {
  heading: string;
  highlights: FeatureCard[];
}

/** The 'Life at …' highlights: four cards lifted over the bottom edge of the hero. */
export function LifeHighlights({ heading, highlights }: LifeHighlightsProps) {
  return (
    <section aria-labelledby="life-highlights-heading" className="bg-brand-50 pb-16 sm:pb-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="life-highlights-heading" className="sr-only">
          {heading}
        </h2>
        <ul className="relative -mt-12 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:-mt-20 lg:grid-cols-4">
          {highlights.map((item) => (
            <li
              key={item.title}
              className="flex gap-4 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-brand-100 transition hover:-translate-y-1 hover:shadow-xl sm:block sm:p-6"
            >
              <span
                aria-hidden="true"
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent-300/40 text-2xl"
              >
                {item.icon}
              </span>
              <div>
                <h3 className="text-lg font-bold text-brand-900 sm:mt-4">{item.title}</h3>
                <p className="mt-1 leading-relaxed text-gray-600 sm:mt-2">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
