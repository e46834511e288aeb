import type { PrivacyNotice as PrivacyNoticeContent, TrustLabels } from '@/content/schema';
import { fillTemplate } from '@/lib/template';
import { ContactCard } from './ContactCard';
import { ListSection, ProseSection, TrustSection } from './TrustPage';

export interface PrivacyNoticeProps {
  notice: PrivacyNoticeContent;
  labels: TrustLabels;
}

/** The privacy notice's sections, in the order a family asks: who, what and why, where, rights. */
export function PrivacyNotice({ notice, labels }: PrivacyNoticeProps) {
  const months = { months: notice.retention.months };
  const { controller, contact, collections, recipients, retention, rights, board } = notice;
  return (
    <>
      <TrustSection id="privacy-controller" heading={controller.heading}>
        <p>{controller.text}</p>
        <address className="not-italic">
          <strong className="font-semibold text-brand-900">{controller.legalName.value}</strong>
          <br />
          {controller.address.value}
        </address>
      </TrustSection>

      <TrustSection id="privacy-contact" heading={contact.heading}>
        <p>{contact.text}</p>
        <ContactCard person={contact.person} labels={labels}>
          <p>{contact.hours}</p>
          <p>{contact.responseTime}</p>
        </ContactCard>
      </TrustSection>

      <TrustSection id="privacy-collections" heading={collections.heading}>
        {collections.items.map((item) => (
          <div key={item.name} className="space-y-3">
            <h3 className="text-xl font-semibold text-brand-900">{item.name}</h3>
            <p>{item.summary}</p>
            {item.fields.length > 0 && (
              <dl className="space-y-2 text-base leading-7">
                {item.fields.map(({ field, purpose }) => (
                  <div key={field}>
                    <dt className="font-semibold">{field}</dt>
                    <dd className="text-slate-700">{purpose}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        ))}
      </TrustSection>

      <ListSection id="privacy-recipients" part={recipients} />

      <TrustSection id="privacy-retention" heading={retention.heading}>
        <p>{fillTemplate(retention.text, months)}</p>
      </TrustSection>

      <TrustSection id="privacy-rights" heading={rights.heading}>
        <p>{rights.intro}</p>
        <dl className="space-y-3">
          {rights.items.map(({ right, how }) => (
            <div key={right}>
              <dt className="font-semibold text-brand-900">{right}</dt>
              <dd>{fillTemplate(how, months)}</dd>
            </div>
          ))}
        </dl>
      </TrustSection>

      <TrustSection id="privacy-board" heading={board.heading}>
        <p>
          {board.text}{' '}
          <a href={board.href.value} className="text-brand-800 underline">
            {board.linkLabel}
          </a>
        </p>
      </TrustSection>

      <ProseSection id="privacy-children" part={notice.children} />
      <ProseSection id="privacy-law" part={notice.law} />
    </>
  );
}
