import { CardList } from '@/components/ui/CardList';
import { PhoneIcon } from '@/components/icons';
import type { CampusCard } from '@/content/schema';
import { telHref } from '@/lib/contact-fields';

export interface CampusContactBlockProps {
  heading: string;
  text: string;
  /** Each campus with its office's phone (the campus contacts' primary number). */
  campuses: (Pick<CampusCard, 'campusId' | 'name'> & { contactPhone: string })[];
}

/** 'Want to know more?' under the campus list: each campus's phone number, each one tappable. */
export function CampusContactBlock({ heading, text, campuses }: CampusContactBlockProps) {
  return (
    <section aria-labelledby="campus-contact-heading" className="bg-white pb-16 sm:pb-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white shadow-xl sm:p-12">
          <div className="max-w-2xl">
            <h2 id="campus-contact-heading" className="text-3xl font-bold tracking-tight">
              {heading}
            </h2>
            <p className="mt-3 leading-relaxed text-brand-100">{text}</p>
          </div>
          <CardList
            items={campuses}
            itemKey={(campus) => campus.campusId}
            className="mt-8 grid gap-4 md:grid-cols-3"
            itemClassName="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15"
            testId="campus-phone"
          >
            {(campus) => (
              <>
                <p className="text-sm font-semibold text-accent-300">{campus.name}</p>
                <a
                  href={telHref(campus.contactPhone)}
                  className="mt-1 inline-flex items-center gap-2 text-lg font-bold text-white hover:underline"
                >
                  <PhoneIcon className="h-5 w-5" />
                  <span className="whitespace-nowrap">{campus.contactPhone}</span>
                </a>
              </>
            )}
          </CardList>
        </div>
      </div>
    </section>
  );
}
