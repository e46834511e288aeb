import type { ReactNode } from 'react';
import type { ContactPerson, TrustLabels } from '@/content/schema';
import { telHref } from '@/lib/contact-fields';

export interface ContactCardProps {
  person: ContactPerson;
  labels: Pick<TrustLabels, 'email' | 'phone'>;
  /** Shown under the contact details, e.g. office hours or the response time. */
  children?: ReactNode;
}

/** Whom to contact: their role, name, e-mail and phone, as links that work without JavaScript. */
export function ContactCard({ person, labels, children }: ContactCardProps) {
  return (
    <div className="rounded-2xl bg-brand-50 p-6 text-base leading-7">
      <p className="font-semibold text-brand-900">{person.role}</p>
      <p>{person.name.value}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3">
        <dt className="font-medium">{labels.email}</dt>
        <dd>
          <a
            href={`mailto:${person.email.value}`}
            className="inline-block break-all text-brand-800 underline"
          >
            {person.email.value}
          </a>
        </dd>
        <dt className="font-medium">{labels.phone}</dt>
        <dd>
          <a href={telHref(person.phone.value)} className="inline-block text-brand-800 underline">
            {person.phone.value}
          </a>
        </dd>
      </dl>
      {children && <div className="mt-3 space-y-1 text-slate-700">{children}</div>}
    </div>
  );
}
