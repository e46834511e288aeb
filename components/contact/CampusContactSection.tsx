import type { CampusId } from '@/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { fillTemplate } from '@/lib/template';
import { ContactBlock, contactBlockOf } from './ContactBlock';

/** A campus page's 'Call, message or visit' band: the campus's contact block under its heading. */
export function CampusContactSection({ locale, campusId }: { locale: Locale; campusId: CampusId }) {
  const block = contactBlockOf(locale, campusId);
  return (
    <section aria-labelledby="campus-reach-heading" className="bg-white pb-16 sm:pb-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white shadow-xl sm:p-10">
          <h2 id="campus-reach-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {fillTemplate(block.words.heading, { campus: block.campusName })}
          </h2>
          <ContactBlock {...block} className="mt-4" />
        </div>
      </div>
    </section>
  );
}
