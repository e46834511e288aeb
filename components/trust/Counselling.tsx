import type { ChildSafety, MpdPerson } from '@/content/schema';
import { telHref } from '@/lib/contact-fields';
import { BulletList, TrustSection } from './TrustFrame';

export interface CampusCounsellingView {
  campusId: string;
  /** e.g. 'Aurora Global School, City Campus'. */
  campusName: string;
  /** The campus's counsellor, from its disclosure record. */
  counsellor: MpdPerson;
  dropIn: string;
  email: string;
  phone: string;
}

export interface CounsellingProps {
  content: Omit<ChildSafety['counselling'], 'campuses'>;
  campuses: readonly CampusCounsellingView[];
}

/**
 * Mental health and counselling: what the counsellor is for, what stays confidential, the ways
 * to reach them privately, and each campus's counsellor with their own phone and e-mail.
 */
export function Counselling({ content, campuses }: CounsellingProps) {
  const { labels } = content;
  return (
    <TrustSection id="safety-counselling" heading={content.heading}>
      {content.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3 id="safety-counselling-ways-in" className="pt-2 text-xl font-semibold text-brand-900">
        {content.waysIn.heading}
      </h3>
      {content.waysIn.intro && <p>{content.waysIn.intro}</p>}
      <BulletList items={content.waysIn.items} />
      <ul className="grid gap-4 pt-2 md:grid-cols-3">
        {campuses.map((campus) => (
          <li key={campus.campusId} className="rounded-2xl bg-brand-50 p-5 text-base leading-7">
            <h3 className="font-semibold text-brand-900">{campus.campusName}</h3>
            <dl className="mt-2 space-y-2">
              <div>
                <dt className="font-medium">{labels.counsellor}</dt>
                <dd>
                  {campus.counsellor.name}, {campus.counsellor.qualification}
                </dd>
              </div>
              <div>
                <dt className="font-medium">{labels.dropIn}</dt>
                <dd>{campus.dropIn}</dd>
              </div>
              <div>
                <dt className="font-medium">{labels.phone}</dt>
                <dd>
                  <a
                    href={telHref(campus.phone)}
                    className="inline-flex min-h-6 items-center text-brand-800 underline"
                  >
                    {campus.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium">{labels.email}</dt>
                <dd>
                  <a
                    href={`mailto:${campus.email}`}
                    className="inline-block break-all text-brand-800 underline"
                  >
                    {campus.email}
                  </a>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </TrustSection>
  );
}
