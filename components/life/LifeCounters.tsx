import type { Counter } from '@/content/types';
import { AnimatedCounter } from './AnimatedCounter';

export interface LifeCountersProps {
  heading: string;
  counters: Counter[];
}

/** The four animated stats (SPEC §2, §9): figure above, label below, on the indigo band. */
export function LifeCounters({ heading, counters }: LifeCountersProps) {
  return (
    <section aria-labelledby="life-counters-heading" className="bg-brand-900 py-14 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="life-counters-heading" className="sr-only">
          {heading}
        </h2>
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {counters.map((counter) => (
            <li
              key={counter.label}
              data-testid="life-counter"
              className="flex flex-col items-center rounded-2xl border border-white/10 bg-brand-800 px-4 py-8 text-center shadow-lg"
            >
              <AnimatedCounter
                target={counter.target}
                suffix={counter.suffix}
                durationMs={counter.durationMs}
                className="text-4xl font-extrabold tracking-tight text-accent-300 sm:text-5xl"
              />
              <span className="mt-2 text-sm font-medium text-brand-100 sm:text-base">
                {counter.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
