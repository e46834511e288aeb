import { campusContactsIn, campusesIn } from '@/lib/campuses/campuses';
import { contactWordsIn } from '@/lib/contact/contact';
import { ChatIcon, LocationIcon, PhoneIcon } from '@/components/icons';
import type { CampusContact, CampusId } from '@/content/schema';
import { telHref } from '@/lib/contact-fields';
import { directionsHref, plusCodeOf } from '@/lib/geo';
import type { Locale } from '@/lib/i18n/locales';
import { fillTemplate } from '@/lib/template';

export type ContactBlockWords = ReturnType<typeof contactWordsIn>['contactBlock'];

export interface ContactBlockProps {
  contact: CampusContact;
  /** The campus's short name, as the links' names give it: 'City Campus'. */
  campusName: string;
  words: ContactBlockWords;
  /** The campus heading's level where the block stands (h3 under a section's h2). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * 'mobile line': the two numbers on one line after the words' `mobile` label, written
   * '{phone} / {phone}' (the footer's form); 'links': each number a call link of its own.
   */
  phones?: 'links' | 'mobile line';
  className?: string;
}

/** Every link of the block is at least 44 px tall: a thumb's target on a phone. */
const LINK_CLASS =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white';

/**
 * One campus, one tap away: its name and address, a call link for each of its numbers, its
 * WhatsApp link where it has one, and directions to the campus in Google Maps (its app on a phone,
 * its website elsewhere), with the plus code as text for any other maps app. Plain links: they
 * work without JavaScript, and none of them sends anything until it is tapped. A value the
 * school has not given yet carries a visible sample mark. Drawn for the site's dark bands.
 */
export function ContactBlock({
  contact,
  campusName,
  words,
  headingLevel: Heading = 'h3',
  phones = 'links',
  className,
}: ContactBlockProps) {
  const { location, whatsapp } = contact;
  const numbers = [contact.phones.primary, contact.phones.secondary] as const;
  const named = (template: string, number = '') =>
    fillTemplate(template, { campus: campusName, number });
  return (
    <div data-testid="contact-block" data-campus={contact.campusId} className={className}>
      <Heading className="font-semibold text-white">{contact.heading}</Heading>
      <address className="mt-1 text-sm not-italic leading-relaxed text-brand-100">
        <p>{contact.address}</p>
        {phones === 'mobile line' && (
          <p className="mt-1">
            {words.mobile} <CallLink number={numbers[0]} name={named(words.callName, numbers[0])} />
            {' / '}
            <CallLink number={numbers[1]} name={named(words.callName, numbers[1])} />
          </p>
        )}
        <ul className="mt-2 flex flex-wrap gap-x-5">
          {phones === 'links' &&
            numbers.map((number, index) => (
              <li key={index}>
                <CallLink number={number} name={named(words.callName, number)} icon />
              </li>
            ))}
          {whatsapp && (
            <li className="flex items-center">
              <a
                href={whatsapp.value}
                aria-label={named(words.whatsappName)}
                className={LINK_CLASS}
              >
                <ChatIcon className="h-4 w-4 shrink-0 text-accent-300" />
                {words.whatsapp}
              </a>
              {whatsapp.fictional && <SampleMark words={words} />}
            </li>
          )}
          <li className="flex items-center">
            <a
              href={directionsHref(location)}
              aria-label={named(words.directionsName)}
              className={LINK_CLASS}
            >
              <LocationIcon className="h-4 w-4 shrink-0 text-accent-300" />
              {words.directions}
            </a>
            {location.fictional && <SampleMark words={words} />}
          </li>
        </ul>
        <p>
          {words.plusCode}:{' '}
          <span translate="no" className="whitespace-nowrap font-semibold text-white">
            {plusCodeOf(location)}
          </span>
        </p>
      </address>
    </div>
  );
}

/** One number as a link that calls it, named for screen readers with the campus it calls. */
function CallLink({
  number,
  name,
  icon = false,
}: {
  number: string;
  name: string;
  icon?: boolean;
}) {
  return (
    <a href={telHref(number)} aria-label={name} className={LINK_CLASS}>
      {icon && <PhoneIcon className="h-4 w-4 shrink-0 text-accent-300" />}
      <span className="whitespace-nowrap">{number}</span>
    </a>
  );
}

/** Beside a link the school has not given yet: the demo's sample, refused by a production build. */
export function SampleMark({ words }: { words: ContactBlockWords }) {
  return (
    <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
      {words.sample}
    </span>
  );
}

/** A campus's contact block in `locale`: its contacts, its short name and the block's words. */
export function contactBlockOf(
  locale: Locale,
  campusId: CampusId,
): Pick<ContactBlockProps, 'contact' | 'campusName' | 'words'> {
  const { contactBlock } = contactWordsIn(locale);
  const campusContacts = campusContactsIn(locale);
  const campuses = campusesIn(locale);
  const contact = campusContacts.find((c) => c.campusId === campusId);
  if (!contact) throw new Error(`content/campuses/${campusId}/contact.en.yml does not exist`);
  const campusName = campuses.find((c) => c.campusId === campusId)?.name ?? contact.heading;
  return { contact, campusName, words: contactBlock };
}
