import { pageMetaIn, siteIn } from '@/lib/site/site';
import { feesWordsIn } from '@/lib/fees/fees';
import { disclosureCampusesIn, disclosureLabelsIn } from '@/lib/disclosure/disclosure';
import type { Screen } from '@/components/layout/screen';
import { disclosureRecordIn } from '@/lib/disclosure/disclosure';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHeader } from '@/components/ui/PageHeader';
import type { MpdLabels } from '@/content/disclosure-labels';
import type { FeeRegulationNote, FeesPageText, FeeTerms, FeeYearText } from '@/content/schema';
import { feeYearCampusesIn, type FeeYearCampus } from '@/lib/fees/fee-year';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { feesCampusPath, routes } from '@/lib/routes/routes';
import { breadcrumbsJsonLd } from '@/lib/seo/structured-data';
import { FeeCampusSection, type FeeCampus } from './FeeCampusSection';
import { FeeTermsSection } from './FeeTermsSection';
import { FeeCampusYear, FeeYearSection } from './FeeYearSection';

export interface FeesScreenProps {
  title: string;
  text: FeesPageText;
  campuses: readonly FeeCampus[];
  terms: FeeTerms;
  regulation: FeeRegulationNote;
  /** The cost of a year: its words, and each campus's groups of classes, estimates and stops. */
  year: { text: FeeYearText; campuses: readonly FeeYearCampus[] };
  /** The disclosure tables' labels: the fee table's columns are theirs. */
  tableLabels: MpdLabels;
  origin: string;
  /** The page's language: amounts and dates are written in it, links lead to its pages. */
  locale: Locale;
}

/**
 * The fee page: the cost of a year (what it adds up, and the calculator), a section per campus
 * with its fee table and a year's cost per group of classes, then the terms every campus shares
 * and the note on the state's fee law. Plain HTML, complete without JavaScript; it prints as one
 * notice (app/print.css), each campus kept together on paper.
 */
export function FeesScreen({
  title,
  text,
  campuses,
  terms,
  regulation,
  year,
  tableLabels,
  origin,
  locale,
}: FeesScreenProps) {
  // Shown while any of it is the demo's: the production build refuses those until replaced.
  const sample =
    !terms.confirmedBySchool ||
    !regulation.confirmedBySchool ||
    campuses.some((campus) => campus.academics.feesApprovedOn.fictional) ||
    year.campuses.some((campus) => campus.fictional);
  return (
    <>
      <JsonLd data={breadcrumbsJsonLd([{ name: title, path: routes.fees }], locale)} />
      <PageHeader title={title} subtitle={text.intro} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        {sample && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {text.sampleNotice}
          </p>
        )}
        <nav aria-label={text.campusesLabel} className="mt-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {campuses.map((campus) => (
              <li key={campus.id}>
                <a
                  href={localePath(locale, feesCampusPath(campus.id))}
                  className="inline-block py-1 font-semibold text-brand-800 underline hover:text-brand-900"
                >
                  {campus.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <FeeYearSection
          text={year.text}
          campuses={year.campuses}
          instalments={terms.schedule.instalments}
          tableLabels={tableLabels}
          origin={origin}
          locale={locale}
        />
        {campuses.map((campus) => {
          const campusYear = year.campuses.find((c) => c.id === campus.id);
          return (
            <FeeCampusSection
              key={campus.id}
              campus={campus}
              text={text}
              tableLabels={tableLabels}
              origin={origin}
              locale={locale}
            >
              {campusYear && (
                <FeeCampusYear
                  text={year.text}
                  campus={campusYear}
                  tableLabels={tableLabels}
                  origin={origin}
                  locale={locale}
                />
              )}
            </FeeCampusSection>
          );
        })}
        <FeeTermsSection terms={terms} tableLabels={tableLabels} origin={origin} locale={locale} />
        <section aria-labelledby="fee-law-heading" className="mt-16" data-print="together">
          <h2 id="fee-law-heading" className="text-2xl font-bold tracking-tight text-brand-900">
            {regulation.heading}
          </h2>
          <div className="mt-4 space-y-3 text-slate-800">
            {regulation.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}

/**
 * /fees: each campus's approved fees, from the same records as its disclosure tables, in the
 * page's language (its words and groups of classes, and amounts and dates written by Intl in
 * that language).
 */
export const feesScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'fees', routes.fees),
  Page({ locale }) {
    const { mpdLabels } = disclosureLabelsIn(locale);
    const { feesPage, feeTerms, feeRegulationNote, feeYear } = feesWordsIn(locale);
    const pageMeta = pageMetaIn(locale);
    const disclosureCampuses = disclosureCampusesIn(locale);
    const site = siteIn(locale);
    return (
      <FeesScreen
        locale={locale}
        title={pageMeta.fees.title}
        text={feesPage}
        campuses={disclosureCampuses.map(({ id, name }) => ({
          id,
          name,
          academics: disclosureRecordIn(locale, id)!.record.academics,
        }))}
        terms={feeTerms}
        regulation={feeRegulationNote}
        year={{ text: feeYear, campuses: feeYearCampusesIn(locale) }}
        tableLabels={mpdLabels}
        origin={site.url}
      />
    );
  },
};
