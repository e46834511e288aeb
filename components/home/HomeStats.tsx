import { Section } from '@/components/ui/Section';
import type { Stat } from '@/content/types';

/** The six stats cards (SPEC §2, §9): figure above, label below. */
export function HomeStats({ heading, stats }: { heading: string; stats: Stat[] }) {
  return (
    <Section
      id="home-stats-heading"
      heading={heading}
      tone="light"
      className="bg-brand-900 sm:py-20"
    >
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-6">
        {stats.map((stat) => (
          <li
            key={stat.label}
            className="flex flex-col items-center rounded-2xl border border-white/10 bg-brand-800 px-4 py-7 text-center shadow-lg"
          >
            <span className="text-3xl font-extrabold tracking-tight text-accent-300 sm:text-4xl">
              {stat.value}
            </span>
            <span className="mt-2 text-sm font-medium text-brand-100">{stat.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
