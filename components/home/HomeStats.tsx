import { Section } from '@/components/ui/Section';
import { StatCard } from '@/components/ui/StatCard';
import type { Stat } from '@/content/schema';

/** The six stats cards: figure above, label below. */
export function HomeStats({ heading, stats }: { heading: string; stats: Stat[] }) {
  return (
    <Section
      id="home-stats-heading"
      heading={heading}
      tone="light"
      className="bg-brand-900"
      padding="py-16 sm:py-20"
    >
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-6">
        {stats.map((stat) => (
          <StatCard key={stat.label} figure={stat.value} label={stat.label} />
        ))}
      </ul>
    </Section>
  );
}
