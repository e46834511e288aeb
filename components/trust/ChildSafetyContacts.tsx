import type { CampusSafeguarding, ChildSafety, MpdPerson, TrustLabels } from '@/content/schema';
import { telHref } from '@/lib/contact-fields';
import { ContactCard } from './ContactCard';

export interface CampusSafeguardingView extends CampusSafeguarding {
  /** e.g. 'Aurora Global School, City Campus'. */
  campusName: string;
  /** The campus's counsellor and wellness teacher, from its disclosure record. */
  counsellor: MpdPerson;
  /** The campus office's first phone number. */
  campusPhone: string;
}

export interface ChildSafetyContactsProps {
  campuses: readonly CampusSafeguardingView[];
  labels: ChildSafety['labels'];
  contactLabels: TrustLabels;
}

/** Each campus's people: counsellor, committees and grievance officer, under the campus name. */
export function ChildSafetyContacts({ campuses, labels, contactLabels }: ChildSafetyContactsProps) {
  return (
    <div className="space-y-10">
      {campuses.map((campus) => (
        <section
          key={campus.campusId}
          aria-labelledby={`safety-${campus.campusId}`}
          className="space-y-4"
        >
          <h3 id={`safety-${campus.campusId}`} className="text-xl font-semibold text-brand-900">
            {campus.campusName}
          </h3>
          <dl className="space-y-3 text-base leading-7">
            <div>
              <dt className="font-semibold">{labels.counsellor}</dt>
              <dd>
                {campus.counsellor.name}, {campus.counsellor.qualification}
              </dd>
            </div>
            <Committee
              label={labels.antiBullyingCommittee}
              members={campus.antiBullyingCommittee}
            />
            <Committee label={labels.pocsoCommittee} members={campus.pocsoCommittee} />
            <div>
              <dt className="font-semibold">{labels.campusPhone}</dt>
              <dd>
                <a
                  href={telHref(campus.campusPhone)}
                  className="inline-flex min-h-6 items-center text-brand-800 underline"
                >
                  {campus.campusPhone}
                </a>
              </dd>
            </div>
          </dl>
          <ContactCard person={campus.grievanceOfficer} labels={contactLabels} />
        </section>
      ))}
    </div>
  );
}

function Committee({
  label,
  members,
}: {
  label: string;
  members: CampusSafeguarding['pocsoCommittee'];
}) {
  return (
    <div>
      <dt className="font-semibold">{label}</dt>
      <dd>
        <ul>
          {members.map((member) => (
            <li key={member.role}>
              {member.name.value}, {member.role}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
