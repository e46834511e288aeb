import type { PrivacyNotice as PrivacyNoticeContent, TrustLabels } from '@/content/schema';
import { fillTemplate } from '@/lib/template';
import { ContactCard } from './ContactCard';
import { ListSection, ProseSection, TrustSection } from './TrustFrame';

export interface PrivacyNoticeProps {
  notice: PrivacyNoticeContent;
  labels: TrustLabels;
}

/** The privacy notice's sections, in the order a family asks: who, what and why, where, rights. */
export function PrivacyNotice({ notice, labels }: PrivacyNoticeProps) {
  const periods = { months: notice.retention.months, logDays: notice.retention.logDays };
  const { controller, contact, collections, hosts, recipients, retention, rights, board, editor } =
    notice;
  // The sign-in helper is listed with the editor's other hosts, under the host the school named.
  const editorHosts = [...editor.hosts, { ...editor.signIn, host: editor.signIn.host.value }];
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
            <p>{fillTemplate(item.summary, periods)}</p>
            {item.fields.length > 0 && (
              <dl className="space-y-2 text-base leading-7">
                {item.fields.map(({ field, purpose, params }) => (
                  <div key={field}>
                    {/* The field, and the names it is sent under, as the school's e-mail shows them. */}
                    <dt className="font-semibold">
                      {field}{' '}
                      <span className="font-normal text-slate-700">({params.join(', ')})</span>
                    </dt>
                    <dd className="text-slate-700">{purpose}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        ))}
      </TrustSection>

      <TrustSection id="privacy-hosts" heading={hosts.heading}>
        <p>{hosts.intro}</p>
        {hosts.items.map((item) => (
          <div key={item.host} className="space-y-2">
            <h3 className="text-xl font-semibold text-brand-900">
              {item.name} <span className="font-normal text-slate-700">({item.host})</span>
            </h3>
            <dl className="space-y-2 text-base leading-7">
              {(
                [
                  [hosts.labels.when, item.when],
                  [hosts.labels.why, item.why],
                  [hosts.labels.where, item.where?.value],
                  [hosts.labels.keeps, item.keeps?.value],
                ] as const
              ).map(
                ([label, value]) =>
                  value && (
                    <div key={label}>
                      <dt className="font-semibold">{label}</dt>
                      <dd className="text-slate-700">{value}</dd>
                    </div>
                  ),
              )}
            </dl>
          </div>
        ))}
        <p>{hosts.linksOut}</p>
      </TrustSection>

      <ListSection id="privacy-recipients" part={recipients} />

      <TrustSection id="privacy-retention" heading={retention.heading}>
        <p>{fillTemplate(retention.text, periods)}</p>
        {retention.hostLogs && <p>{retention.hostLogs.value}</p>}
      </TrustSection>

      <TrustSection id="privacy-rights" heading={rights.heading}>
        <p>{rights.intro}</p>
        <dl className="space-y-3">
          {rights.items.map(({ right, how }) => (
            <div key={right}>
              <dt className="font-semibold text-brand-900">{right}</dt>
              <dd>{fillTemplate(how, periods)}</dd>
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

      <TrustSection id="privacy-editor" heading={editor.heading}>
        {editor.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>{editor.hostsIntro}</p>
        <dl className="space-y-2 text-base leading-7">
          {editorHosts.map(({ host, name, why }) => (
            <div key={host}>
              <dt className="font-semibold">
                {name} <span className="font-normal text-slate-700">({host})</span>
              </dt>
              <dd className="text-slate-700">{why}</dd>
            </div>
          ))}
        </dl>
      </TrustSection>
      <ProseSection id="privacy-law" part={notice.law} />
    </>
  );
}
