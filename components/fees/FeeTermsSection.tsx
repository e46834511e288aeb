import { DisclosureTable } from '@/components/disclosure/DisclosureTable';
import type { MpdLabels } from '@/content/disclosure-labels';
import type { FeeTerms } from '@/content/schema';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import type { MpdTableModel } from '@/lib/disclosure/table-model';
import { formatPostDate } from '@/lib/blog/post-date';
import { fillTemplate } from '@/lib/template';

export interface FeeTermsSectionProps {
  terms: FeeTerms;
  tableLabels: MpdLabels;
  origin: string;
  /** The page's language: the due dates are written in it. */
  locale: Locale;
}

const SUBHEADING = 'mt-8 text-xl font-bold text-brand-900';

/** The instalments as a table: what each pays for and the day to pay it by. */
export function scheduleTable(schedule: FeeTerms['schedule'], locale: string): MpdTableModel {
  const { columns } = schedule;
  return {
    id: 'fee-schedule',
    caption: schedule.caption,
    columns: [{ label: columns.instalment }, { label: columns.covers }, { label: columns.dueOn }],
    rows: schedule.instalments.map((instalment) => ({
      header: instalment.name,
      cells: [
        { text: instalment.covers },
        { text: formatPostDate(instalment.dueOn, locale), nowrap: true },
      ],
    })),
  };
}

/** What holds at every campus: what the fees include and not, when to pay, and refunds. */
export function FeeTermsSection({ terms, tableLabels, origin, locale }: FeeTermsSectionProps) {
  const { schedule } = terms;
  return (
    <section aria-labelledby="fee-terms-heading" className="mt-16">
      <h2 id="fee-terms-heading" className="text-2xl font-bold tracking-tight text-brand-900">
        {terms.heading}
      </h2>
      {[terms.included, terms.notIncluded].map((list) => (
        <div key={list.heading} data-print="together">
          <h3 className={SUBHEADING}>{list.heading}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800 marker:text-brand-700">
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      <h3 className={SUBHEADING}>{schedule.heading}</h3>
      <p className="mt-3 text-slate-800">{schedule.intro}</p>
      <DisclosureTable
        table={scheduleTable(schedule, intlLocale[locale])}
        scrollLabel={fillTemplate(tableLabels.scrollRegion, { caption: schedule.caption })}
        newTabText={tableLabels.newTab}
        origin={origin}
        minWidthClass="min-w-[30rem]"
      />
      <h3 className={SUBHEADING}>{terms.refund.heading}</h3>
      <div className="mt-3 space-y-3 text-slate-800">
        {terms.refund.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
