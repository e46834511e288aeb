import { cn } from '@/lib/cn';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { CampusDetail } from '@/content/schema';

export interface CampusOverviewProps {
  campus: CampusDetail;
  heading: string;
  labels: { students: string; faculty: string; established: string; area: string };
}

/** 'Campus Overview': the overview text and four figures (students, faculty, established, area). */
export function CampusOverview({ campus, heading, labels }: CampusOverviewProps) {
  const stats = [
    { label: labels.students, value: campus.students },
    { label: labels.faculty, value: campus.faculty },
    { label: labels.established, value: campus.established },
    { label: labels.area, value: campus.area },
  ];
  return (
    <section aria-labelledby="campus-overview-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <SectionHeading id="campus-overview-heading" title={heading} align="left" />
          <p className="mt-6 text-lg leading-relaxed text-gray-600">{campus.overview}</p>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:gap-6">
          {stats.map((stat, index) => (
            <div
              key={stat.label}
              data-testid="campus-stat"
              className={cn(
                // Figures stay on one line; each card's content sits in its middle however
                // tall the row is.
                'flex flex-col-reverse justify-center rounded-2xl px-3 py-6 text-center shadow-md sm:p-8',
                index === 0 || index === 3
                  ? 'bg-brand-800 text-white'
                  : 'bg-brand-50 text-brand-900 ring-1 ring-brand-100',
              )}
            >
              <dt
                className={cn(
                  'mt-1 text-xs font-semibold uppercase tracking-wide sm:text-sm',
                  index === 0 || index === 3 ? 'text-brand-100' : 'text-brand-700',
                )}
              >
                {stat.label}
              </dt>
              <dd className="whitespace-nowrap text-2xl font-extrabold tracking-tight sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
