import { contactWordsIn } from '@/lib/contact/contact';
import { siteIn } from '@/lib/site/site';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { cn } from '@/lib/cn';
import { telHref } from '@/lib/contact-fields';
import type { Locale } from '@/lib/i18n/locales';
import type { CampusId } from '@/content/schema';

export interface ContactAlternativesProps {
  locale: Locale;
  /** Only this campus (a visit asked of it), with its WhatsApp link where it has one. */
  campusId?: CampusId;
  /** Show each campus's address too (the not-found page); the short form lists phones only. */
  withAddresses?: boolean;
  /** The e-mail alone: where the campuses' phones are on screen already (the footer). */
  emailOnly?: boolean;
  className?: string;
}

/**
 * The school's e-mail and each campus's phones as plain links (one campus's, with its WhatsApp,
 * where a visit was asked of it): they work with or without JavaScript, so they are what a visitor
 * gets wherever a form cannot work or a request was not sent.
 */
export function ContactAlternatives({
  locale,
  campusId,
  withAddresses = false,
  emailOnly = false,
  className,
}: ContactAlternativesProps) {
  const { contactAlternatives, contactBlock } = contactWordsIn(locale);
  const site = siteIn(locale);
  const campusContacts = emailOnly
    ? []
    : campusContactsIn(locale).filter(
        (campus) => campusId === undefined || campus.campusId === campusId,
      );
  return (
    <ul className={cn('space-y-3', className)}>
      <li>
        {contactAlternatives.emailLabel}:{' '}
        <a href={`mailto:${site.schoolInbox}`} className="font-semibold underline">
          {site.schoolInbox}
        </a>
      </li>
      {campusContacts.map((campus) => (
        <li key={campus.campusId}>
          <span className="font-semibold">{campus.heading}</span>
          {withAddresses && <span className="block">{campus.address}</span>}
          <span className="block">
            {contactAlternatives.phoneLabel}:{' '}
            <a href={telHref(campus.phones.primary)} className="underline">
              {campus.phones.primary}
            </a>
            {', '}
            <a href={telHref(campus.phones.secondary)} className="underline">
              {campus.phones.secondary}
            </a>
          </span>
          {campusId && campus.whatsapp && (
            <span className="block">
              <a href={campus.whatsapp.value} className="underline">
                {contactBlock.whatsapp}
              </a>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
