import { ArrowRightIcon, LocationIcon } from '@/components/icons';
import Link from 'next/link';
import { ContentImage } from '@/components/ui/ContentImage';
import type { CampusCard as CampusCardData } from '@/content/schema';
import { fillTemplate } from '@/lib/template';

export interface CampusCardProps {
  campus: CampusCardData;
  exploreLabel: string;
  /** `{campus}` is replaced with the campus name. */
  featuresLabel: string;
}

/** One campus on /campuses: photo, name, location, description, tags, link. */
export function CampusCard({ campus, exploreLabel, featuresLabel }: CampusCardProps) {
  return (
    // A summary of a campus page the index holds whole: left out of the search index.
    <article
      data-pagefind-ignore
      aria-labelledby={`campus-card-${campus.campusId}`}
      data-testid="campus-card"
      className="group flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-brand-100 transition hover:-translate-y-1 hover:shadow-xl"
    >
      <div className="overflow-hidden bg-brand-100">
        {/* A stock photo stands in if the campus photo fails to load. */}
        <ContentImage
          image={campus.image}
          fallbackSrc={campus.fallbackImageUrl}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 92vw"
          className="aspect-[3/2] w-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 id={`campus-card-${campus.campusId}`} className="text-2xl font-bold text-brand-900">
          {campus.name}
        </h2>
        <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-brand-700">
          <LocationIcon />
          {campus.location}
        </p>
        <p className="mt-4 leading-relaxed text-gray-600">{campus.description}</p>
        <ul
          className="mt-5 flex flex-wrap gap-2"
          aria-label={fillTemplate(featuresLabel, { campus: campus.name })}
        >
          {campus.features.map((feature) => (
            <li
              key={feature}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100"
            >
              {feature}
            </li>
          ))}
        </ul>
        <Link
          href={campus.path}
          className="mt-auto inline-flex items-center gap-2 self-start pt-6 font-semibold text-brand-700 hover:text-brand-900"
        >
          <span className="underline decoration-accent-400 decoration-2 underline-offset-4">
            {exploreLabel}
          </span>
          <span className="sr-only">: {campus.name}</span>
          <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
