import { admissionYearIn, admissionsWordsIn } from '@/lib/admissions/admissions';
import { schoolEventsIn } from '@/lib/calendar/school-events';
import { campusContactsIn, campusesIn } from '@/lib/campuses/campuses';
import { AgeChecker } from './AgeChecker';
import Link from 'next/link';
import { SampleNotice } from '@/components/transport/SampleNotice';
import { ScheduleVisit } from '@/components/visit/ScheduleVisit';
import { Section } from '@/components/ui/Section';
import type { AdmissionClass } from '@/content/shapes/admission-rules';
import { birthRangeOf, taughtAt } from '@/lib/admissions/age-rule';
import { campusList } from '@/lib/i18n/filled-words';
import { formatPostDate } from '@/lib/blog/post-date';
import { lastDay, eventDateText } from '@/lib/calendar/calendar';
import { hiddenAfter, splitAtBuild } from '@/lib/calendar/past-events';
import { telHref } from '@/lib/contact-fields';
import { intlLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

const cell = 'border-b border-slate-200 px-2 py-2 text-left align-top sm:px-3';

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
          <table className="mt-6 w-full border-collapse text-sm text-slate-800 sm:text-base">
            <caption className="mb-3 text-left text-lg font-semibold text-brand-900">
              {fillTemplate(words.tableCaption, { year: rule.academicYear })}
            </caption>
            <thead>
              <tr className="bg-brand-50">
                <th scope="col" className={cell}>
                  {words.classColumn}
                </th>
                <th scope="col" className={cell}>
                  {words.fromColumn}
                </th>
                <th scope="col" className={cell}>
                  {words.untilColumn}
                </th>
                <th scope="col" className={cell}>
                  {words.campusesColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {rule.classes.map((item) => {
                const range = birthRangeOf(item, rule.cutoff);
                return (
                  <tr key={item.id} data-class={item.id}>
                    <th scope="row" className={`${cell} font-semibold`}>
                      {item.name}
                    </th>
                    <td className={cell}>
                      {range.earliest ? (
                        <time dateTime={range.earliest}>{day(range.earliest)}</time>
                      ) : (
                        words.noEarliest
                      )}
                    </td>
                    <td className={cell}>
                      <time dateTime={range.latest}>{day(range.latest)}</time>
                    </td>
                    <td className={cell}>{campusesOf(item)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <AgeChecker
            rule={{
              academicYear: rule.academicYear,
              cutoff: rule.cutoff,
              relaxationDays: rule.relaxationDays,
              classes: rule.classes,
            }}
            intlLocale={intl}
            words={{
              heading: words.checkerHeading,
              birthLabel: words.birthLabel,
              checkLabel: words.checkLabel,
              answerClass: words.answerClass,
              answerRelaxed: words.answerRelaxed,
              answerTooYoung: words.answerTooYoung,
              answerTooOld: words.answerTooOld,
              answerNoClass: words.answerNoClass,
              keptHere: words.keptHere,
              visitLead: words.visitLead,
            }}
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
          {seasonDates.length > 0 && (
            <ul className="space-y-3">
              {seasonDates.map((event) => (
                <li key={event.id} {...hiddenAfter(lastDay(event))}>
                  <time dateTime={event.date} className="font-semibold text-brand-900">
                    {eventDateText(event, intl)}
                  </time>
                  : {event.title}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4">
            <Link href={localePath(locale, routes.calendar)} className="font-semibold underline">
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
