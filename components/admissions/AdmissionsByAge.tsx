import { admissionYearIn, admissionsWordsIn } from '@/lib/admissions/admissions';
import { schoolEventsIn } from '@/lib/calendar/school-events';
import { campusContactsIn, campusesIn } from '@/lib/campuses/campuses';
import { AgeChecker } from './AgeChecker';
import Link from 'next/link';
import { SampleNotice } from '@/components/transport/SampleNotice';
import { ScheduleVisit } from '@/components/visit/ScheduleVisit';
import { FactTable } from '@/components/ui/FactTable';
import { Section } from '@/components/ui/Section';
import type { AdmissionClass } from '@/content/shapes/admission-rules';
import { ageCheckerWordsOf, birthRangeOf, taughtAt } from '@/lib/admissions/age-rule';
import { campusList } from '@/lib/i18n/filled-words';
import { formatPostDate } from '@/lib/blog/post-date';
import { lastDay, eventDateText } from '@/lib/calendar/calendar';
import { hiddenAfter, splitAtBuild } from '@/lib/calendar/past-events';
import { telHref } from '@/lib/contact-fields';
import { intlLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

/**
 * The answers a parent phones the office for, before the call: the classes open this admission
 * year by date of birth (a table, complete without JavaScript; the checker beside it needs it),
 * the documents to bring, the season's dates from the calendar and the Right to Education seats.
 * Nothing without an admission year's rule (content/admission-years/).
 */
export function AdmissionsByAge({ locale }: { locale: Locale }) {
  const { admissionsByAge: words } = admissionsWordsIn(locale);
  const rule = admissionYearIn(locale);
  const schoolEvents = schoolEventsIn(locale);
  const campuses = campusesIn(locale);
  const campusContacts = campusContactsIn(locale);
  if (!rule) return null;
  const intl = intlLocale[locale];
  const day = (iso: string) => formatPostDate(iso, intl);
  const classNames = new Map(rule.classes.map((item) => [item.id, item.name]));
  const seasonDates = splitAtBuild(
    schoolEvents.filter((event) => event.category === 'admissions'),
  ).upcoming;
  const rteCampuses = campuses.filter((campus) => rule.rte.campuses.includes(campus.campusId));
  const campusesOf = (item: AdmissionClass) =>
    item.campuses?.length
      ? campusList(
          campusContacts
            .filter((contact) => taughtAt(item, contact.campusId))
            .map((contact) => contact.shortName),
          intl,
        )
      : words.everyCampus;
  const phoneOf = (id: string) =>
    campusContacts.find((contact) => contact.campusId === id)?.phones.primary;

  return (
    <>
      <Section id="admissions-by-age-heading" heading={words.heading} className="bg-white">
        <div className="mx-auto mt-8 max-w-3xl">
          {rule.fictional && <SampleNotice text={words.sampleNotice} />}
          <p className="mt-4 text-lg text-slate-800">
            {fillTemplate(words.intro, { year: rule.academicYear, cutoff: day(rule.cutoff) })}
          </p>
          <p className="mt-2 text-slate-700">{rule.rule}</p>
          <FactTable
            className="mt-6"
            caption={fillTemplate(words.tableCaption, { year: rule.academicYear })}
            columns={[
              { label: words.classColumn },
              { label: words.fromColumn },
              { label: words.untilColumn },
              { label: words.campusesColumn },
            ]}
            rowMark="data-class"
            rows={rule.classes.map((item) => {
              const range = birthRangeOf(item, rule.cutoff);
              return {
                id: item.id,
                header: item.name,
                cells: [
                  {
                    content: range.earliest ? (
                      <time dateTime={range.earliest}>{day(range.earliest)}</time>
                    ) : (
                      words.noEarliest
                    ),
                  },
                  { content: <time dateTime={range.latest}>{day(range.latest)}</time> },
                  { content: campusesOf(item) },
                ],
              };
            })}
          />
          <AgeChecker
            rule={{
              academicYear: rule.academicYear,
              cutoff: rule.cutoff,
              relaxationDays: rule.relaxationDays,
              classes: rule.classes,
            }}
            intlLocale={intl}
            words={ageCheckerWordsOf(words)}
            visits={campuses.map((campus) => ({
              campusId: campus.campusId,
              offer: (
                <>
                  <span className="min-w-40">{campus.name}</span>
                  <ScheduleVisit locale={locale} campusId={campus.campusId} />
                </>
              ),
            }))}
          />
        </div>
      </Section>
      <Section
        id="admissions-documents-heading"
        heading={words.documentsHeading}
        className="bg-brand-50"
      >
        <ul className="mx-auto mt-8 max-w-3xl list-disc space-y-2 pl-6 text-slate-800">
          {rule.documents.map((document) => (
            <li key={document.name}>
              {document.name}
              {document.fromClass &&
                ` (${fillTemplate(words.documentsFromClass, {
                  class: classNames.get(document.fromClass) ?? document.fromClass,
                })})`}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="admissions-dates-heading" heading={words.datesHeading} className="bg-white">
        <div className="mx-auto mt-8 max-w-3xl text-slate-800">
          {seasonDates.some((event) => event.fictional) && (
            <SampleNotice text={words.datesSample} />
          )}
          {seasonDates.length > 0 && (
            <ul className="mt-4 space-y-3">
              {seasonDates.map((event) => (
                <li key={event.id} {...hiddenAfter(lastDay(event))}>
                  <time dateTime={event.date} className="font-semibold text-brand-900">
                    {eventDateText(event, intl)}
                  </time>
                  : {event.title}{' '}
                  <span className="block text-sm text-slate-600">{event.location}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4">
            <Link
              href={localePath(locale, routes.calendar)}
              className="inline-flex min-h-6 items-center font-semibold underline"
            >
              {words.datesFromCalendar}
            </Link>
          </p>
        </div>
      </Section>
      <Section id="admissions-rte-heading" heading={words.rteHeading} className="bg-brand-50">
        <div className="mx-auto mt-8 max-w-3xl space-y-4 text-slate-800">
          <p>{rule.rte.statement}</p>
          {rteCampuses.length > 0 ? (
            <>
              <p>{words.rteCampuses}</p>
              <ul className="list-disc space-y-2 pl-6">
                {rteCampuses.map((campus) => {
                  const phone = phoneOf(campus.campusId);
                  return (
                    <li key={campus.campusId}>
                      {campus.name}
                      {phone && (
                        <>
                          {': '}
                          <a href={telHref(phone)} className="font-semibold underline">
                            {phone}
                          </a>
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <p>{words.rteNoCampus}</p>
          )}
          <p>{fillTemplate(words.rtePortal, { portal: rule.rte.portal })}</p>
        </div>
      </Section>
    </>
  );
}
