import type { CampusDetail, CampusId } from '@/content/schema';
import { ExternalLinkIcon } from '@/components/icons';
import { navigationIn } from '@/lib/site/site';
import type { Locale } from '@/lib/i18n/locales';
import { fillTemplate } from '@/lib/template';
import { ContactBlock, contactBlockOf, SampleMark } from './ContactBlock';

/**
 * A campus page's 'Call, message or visit' band: the campus's contact block under its heading,
 * and its virtual tour where it has one (in a new tab; marked while it is the demo's).
 */
export function CampusContactSection({
  locale,
  campusId,
  virtualTour,
}: {
  locale: Locale;
  campusId: CampusId;
  virtualTour?: CampusDetail['virtualTour'];
}) {
  const block = contactBlockOf(locale, campusId);
  const { navLabels } = navigationIn(locale);
  return (
    <section aria-labelledby="campus-reach-heading" className="bg-white pb-16 sm:pb-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white shadow-xl sm:p-10">
          <h2 id="campus-reach-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {fillTemplate(block.words.heading, { campus: block.campusName })}
          </h2>
          <ContactBlock {...block} className="mt-4" />
          {virtualTour && (
            <p className="mt-4 flex flex-wrap items-center">
              <a
                href={virtualTour.value}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
              >
                {fillTemplate(block.words.virtualTour, { campus: block.campusName })}
                <ExternalLinkIcon className="h-4 w-4 text-accent-300" />
                <span className="sr-only"> {navLabels.newTabNote}</span>
              </a>
              {virtualTour.fictional && <SampleMark words={block.words} />}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
