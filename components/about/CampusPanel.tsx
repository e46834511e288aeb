import { ArrowRightIcon } from '@/components/icons';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/buttonStyles';
import type { AboutContent } from '@/content/about';
import type { AboutCampusTab } from '@/content/schema';
import { imageAttributes } from '@/lib/images';
import { EnlargeableImage } from './EnlargeableImage';

export interface CampusPanelProps {
  tab: AboutCampusTab;
  labels: AboutContent['campusLabels'];
  modalLabels: AboutContent['imageModal'];
}

/** One 'Our Campuses' tab: image, badge, location, the About reading of area and grades. */
export function CampusPanel({ tab, labels, modalLabels }: CampusPanelProps) {
  const facts = [
    {
      label: labels.location,
      value: tab.location,
      icon: 'M10 2a6 6 0 0 0-6 6c0 4.4 6 10 6 10s6-5.6 6-10a6 6 0 0 0-6-6zm0 8.5A2.5 2.5 0 1 1 10 5.5a2.5 2.5 0 0 1 0 5z',
    },
    {
      label: labels.area,
      value: tab.area,
      icon: 'M3 3h6v2H5v4H3V3zm8 0h6v6h-2V5h-4V3zM3 11h2v4h4v2H3v-6zm12 0h2v6h-6v-2h4v-4z',
    },
    {
      label: labels.grades,
      value: tab.grades,
      icon: 'M10 2 1 7l9 5 7.4-4.1V14h1.6V7L10 2zM4.5 10.4V14c0 1.7 2.5 3 5.5 3s5.5-1.3 5.5-3v-3.6L10 13.5l-5.5-3.1z',
    },
  ];
  return (
    <div className="grid items-center gap-8 rounded-3xl bg-white p-4 shadow-xl shadow-brand-900/5 ring-1 ring-brand-100 sm:p-6 lg:grid-cols-2 lg:gap-12 lg:p-8">
      <EnlargeableImage
        image={imageAttributes(tab.image)}
        sizes="(min-width: 1024px) 560px, 100vw"
        openLabel={modalLabels.open}
        closeLabel={modalLabels.close}
      />
      <div className="px-2 pb-2 sm:px-0">
        <p className="inline-flex rounded-full bg-accent-300 px-3.5 py-1 text-sm font-bold text-brand-900">
          {tab.badge}
        </p>
        <dl className="mt-6 space-y-5">
          {facts.map((fact) => (
            // A <dl> group may hold only <dt> and <dd>: the icon sits inside the <dt>.
            <div key={fact.label} className="relative min-h-11 pl-15">
              <dt className="text-sm font-medium text-ink/70">
                <span
                  aria-hidden="true"
                  className="absolute left-0 top-0 flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                >
                  <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                    <path d={fact.icon} />
                  </svg>
                </span>
                {fact.label}
              </dt>
              <dd className="text-lg font-bold text-brand-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <Link href={tab.path} className={buttonClass('brand', 'mt-8')}>
          {labels.exploreMore}
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </div>
    </div>
  );
}
