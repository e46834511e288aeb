import { SampleNotice } from '@/components/transport/SampleNotice';
import { FactTable } from '@/components/ui/FactTable';
import { Section } from '@/components/ui/Section';
import type { BoardResultsYear } from '@/lib/accolades/board-results';
import type { Locale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/locales';
import { BOARD_RESULTS_ID } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import type { AccoladesPageText } from '@/content/shapes/page-words';

/**
 * The board results, newest year first: a table of each campus's students who appeared and
 * passed, then the year's toppers, best first. Complete as HTML.
 */
export function BoardResults({
  locale,
  words,
  years,
}: {
  locale: Locale;
  words: AccoladesPageText['results'];
  years: BoardResultsYear[];
}) {
  if (years.length === 0) return null;
  const percent = new Intl.NumberFormat(intlLocale[locale], {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const count = new Intl.NumberFormat(intlLocale[locale]);
  return (
    <Section id={BOARD_RESULTS_ID} heading={words.heading} className="bg-white">
      <p className="mx-auto mt-4 max-w-3xl text-lg text-slate-700">{words.intro}</p>
      <div className="mx-auto mt-8 max-w-3xl space-y-10">
        {years.map((result) => (
          <section key={result.year} aria-labelledby={`board-results-${result.year}`}>
            <h3
              id={`board-results-${result.year}`}
              className="font-heading text-2xl font-bold text-brand-900"
            >
              {fillTemplate(words.yearHeading, { year: result.year })}
            </h3>
            {result.campuses.length > 0 && (
              <FactTable
                className="mt-4"
                narrow
                caption={fillTemplate(words.tableCaption, { year: result.year })}
                columns={[
                  { label: words.campusColumn },
                  { label: words.appearedColumn, className: 'text-right' },
                  { label: words.passedColumn, className: 'text-right' },
                  { label: words.passPercentColumn, className: 'text-right' },
                ]}
                rowMark="data-campus"
                rows={result.campuses.map((row) => ({
                  id: row.campusId,
                  // The campus and, under it, its examination: four columns fit a phone.
                  header: (
                    <>
                      <span className="block">{row.campus}</span>{' '}
                      <span className="block text-sm font-normal text-slate-600">
                        {row.examinationId
                          ? words.examinations[row.examinationId]
                          : row.examination}
                      </span>
                    </>
                  ),
                  cells: [
                    { content: count.format(row.appeared), className: 'text-right' },
                    { content: count.format(row.passed), className: 'text-right' },
                    { content: percent.format(row.passPercent / 100), className: 'text-right' },
                  ],
                }))}
              />
            )}
            {result.toppers.length > 0 && (
              <>
                <h4 className="mt-6 text-lg font-semibold text-brand-900">
                  {fillTemplate(words.toppersHeading, { year: result.year })}
                </h4>
                {result.fictional && (
                  <div className="mt-2">
                    <SampleNotice text={words.sampleNote} />
                  </div>
                )}
                <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
                  {result.toppers.map((topper) => (
                    <li key={`${topper.name}-${topper.examination}`}>
                      <span className="font-semibold">{topper.name}</span>,{' '}
                      {words.examinations[topper.examination]}, {topper.campusName}:{' '}
                      <span className="font-semibold">{percent.format(topper.percent / 100)}</span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        ))}
      </div>
    </Section>
  );
}
