import type { Accolade } from '@/content/schema';
import { AccoladeCard } from './AccoladeCard';

/** The grid of accolades: one column on phones, two on tablets, four on wide screens. */
export function AccoladesGrid({
  accolades,
  yearLabel,
}: {
  accolades: Accolade[];
  yearLabel: string;
}) {
  return (
    <section className="bg-brand-50 py-16 sm:py-20">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {accolades.map((accolade, index) => (
          <li key={accolade.title}>
            <AccoladeCard
              accolade={accolade}
              headingId={`accolade-${index + 1}`}
              yearLabel={yearLabel}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
