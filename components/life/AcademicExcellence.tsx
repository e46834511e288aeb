import { buttonClass } from '@/components/ui/buttonStyles';
import type { LifeContent } from '@/content/life';

/** 'Academic Excellence' (SPEC §2): the text, 'Enquire Now' and the two result figures. */
export function AcademicExcellence({ academic }: { academic: LifeContent['academic'] }) {
  return (
    <section aria-labelledby="life-academic-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <h2
            id="life-academic-heading"
            className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
          >
            {academic.heading}
          </h2>
          <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded-full bg-accent-400" />
          <p className="mt-5 text-lg leading-relaxed text-gray-600">{academic.text}</p>
          <a href={academic.enquireHref} className={buttonClass('brand', 'mt-8')}>
            {academic.enquireLabel}
          </a>
        </div>
        <ul className="grid grid-cols-2 gap-4 sm:gap-6">
          {academic.stats.map((stat, index) => (
            <li
              key={stat.label}
              className={`rounded-3xl p-6 text-center shadow-lg sm:p-10 ${
                index === 0 ? 'bg-brand-800 text-white' : 'bg-accent-300 text-ink'
              }`}
            >
              <span className="block text-4xl font-extrabold tracking-tight sm:text-6xl">
                {stat.value}
              </span>
              <span
                className={`mt-2 block text-base font-semibold ${index === 0 ? 'text-brand-100' : 'text-ink'}`}
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
