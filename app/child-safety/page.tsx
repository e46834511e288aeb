import { ChildSafetyContacts } from '@/components/trust/ChildSafetyContacts';
import { ListSection, TrustPage, TrustSection } from '@/components/trust/TrustPage';
import { childSafety } from '@/content/child-safety';
import { mpdRecordOf } from '@/content/mpd';
import { trustLabels } from '@/content/pages';
import { site } from '@/content/site';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('childSafety', routes.childSafety);

/** Each campus's safeguarding people, with its counsellor from the same record as its disclosure. */
const campuses = childSafety.campuses.map((campus) => {
  const contact = site.campusContacts.find((c) => c.campusId === campus.campusId);
  return {
    ...campus,
    campusName: contact?.heading ?? campus.campusId,
    counsellor: mpdRecordOf(campus.campusId).staff.counsellor,
    campusPhone: contact?.phones.primary ?? '',
  };
});

export default function ChildSafetyPage() {
  const { emergency, report, afterReport, commitments } = childSafety;
  return (
    <TrustPage page="childSafety" content={childSafety}>
      <TrustSection id="safety-emergency" heading={emergency.heading}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {emergency.items.map((line) => (
            <li key={line.number} className="rounded-2xl border-2 border-brand-700 p-5">
              <p className="font-semibold text-brand-900">{line.label}</p>
              <a
                href={`tel:${line.number}`}
                className="text-3xl font-bold text-brand-800 underline"
              >
                {line.number}
              </a>
              <p className="mt-2 text-base leading-7">{line.text}</p>
            </li>
          ))}
        </ul>
      </TrustSection>
      <ListSection id="safety-report" part={report} />
      <ListSection id="safety-after-report" part={afterReport} />
      <TrustSection id="safety-campuses" heading={childSafety.campusesHeading}>
        <ChildSafetyContacts
          campuses={campuses}
          labels={childSafety.labels}
          contactLabels={trustLabels}
        />
      </TrustSection>
      <ListSection id="safety-commitments" part={commitments} />
    </TrustPage>
  );
}
