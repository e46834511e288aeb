import { Section } from '@/components/ui/Section';
import { StatCard } from '@/components/ui/StatCard';
import type { Counter } from '@/content/schema';
import { AnimatedCounter } from './AnimatedCounter';

export interface LifeCountersProps {
  heading: string;
  counters: Counter[];
}

/** The four animated stats: figure above, label below, on the indigo band. */
export function LifeCounters({ heading, counters }: LifeCountersProps) {
  return (
    <Section
      id="life-counters-heading"
      heading={heading}
      headingHidden
      className="bg-brand-900"
      padding="py-14 sm:py-16"
    >
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {counters.map((counter) => (
          <StatCard
            key={counter.label}
            testId="life-counter"
            size="large"
            label={counter.label}
            figure={
              <AnimatedCounter
                target={counter.target}
                suffix={counter.suffix}
                durationMs={counter.durationMs}
              />
            }
          />
        ))}
      </ul>
    </Section>
  );
}
