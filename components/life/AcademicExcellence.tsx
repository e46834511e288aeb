import { buttonClass } from '@/components/ui/buttonStyles';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { cn } from '@/lib/cn';
import type { LifeContent } from '@/content/life';

/** 'Academic Excellence': the text, 'Enquire Now' and the two result figures. */
export function AcademicExcellence({ academic }: { academic: LifeContent['academic'] }) {
  return (
    <section aria-labelledby="life-academic-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="life-academic-heading"
            title={academic.heading}
            intro={academic.text}
            align="left"
          />
          <a href={academic.enquireHref} className={buttonClass('brand', 'mt-8')}>
            {academic.enquireLabel}
          </a>
        </div>
        <ul className="grid grid-cols-2 gap-4 sm:gap-6">
          {academic.stats.map((stat, index) => (
            <li
              key={stat.label}
              className={cn(
                'rounded-3xl p-6 text-center shadow-lg sm:p-10',
                index === 0 ? 'bg-brand-800 text-white' : 'bg-accent-300 text-ink',
              )}
            >
              <span className="block text-4xl font-extrabold tracking-tight sm:text-6xl">
                {stat.value}
              </span>
              <span
                className={cn(
                  'mt-2 block text-base font-semibold',
                  index === 0 ? 'text-brand-100' : 'text-ink',
                )}
              >
                {stat.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
