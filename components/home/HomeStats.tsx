import Link from 'next/link';
import { Section } from '@/components/ui/Section';
import { StatCard } from '@/components/ui/StatCard';
import type { Stat } from '@/content/schema';

/** The six stats cards: figure above, label below; then a link to the board results. */
export function HomeStats({
  heading,
  stats,
  results,
}: {
  heading: string;
  stats: Stat[];
  results: { label: string; href: string };
}) {
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
      <p className="mt-8 text-center">
        <Link
          href={results.href}
          className="inline-flex min-h-6 items-center font-semibold text-white underline underline-offset-4 hover:text-accent-300"
        >
          {results.label}
        </Link>
      </p>
    </Section>
  );
}
