import { contactWordsIn } from '@/lib/contact/contact';
import { siteIn } from '@/lib/site/site';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { cn } from '@/lib/cn';
import { telHref } from '@/lib/contact-fields';
import type { Locale } from '@/lib/i18n/locales';

export interface ContactAlternativesProps {
  locale: Locale;
  /** Show each campus's address too (the not-found page); the short form lists phones only. */
  withAddresses?: boolean;
  className?: string;
}

/**
 * The school's e-mail and each campus's phones as plain links: they work with or without
 * JavaScript, so they are what a visitor gets wherever a form cannot work.
 */
export function ContactAlternatives({
  locale,
  withAddresses = false,
  className,
}: ContactAlternativesProps) {
  const { contactAlternatives } = contactWordsIn(locale);
  const site = siteIn(locale);
  const campusContacts = campusContactsIn(locale);
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
        </li>
      ))}
    </ul>
  );
}
