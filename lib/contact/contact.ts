// The contact blocks' words in a language (content/contact.ts): the campus contacts block and the
// other ways to reach the school; and each campus's call and WhatsApp links, named in that
// language. Build time only.
import { contactWords } from '@/content/words-collections';
import type { CampusId } from '@/content/schema';
import { campusContactsIn, campusesIn } from '@/lib/campuses/campuses';
import { telHref } from '@/lib/contact-fields';
import type { Locale } from '@/lib/i18n/locales';
import { pageWordsIn } from '@/lib/i18n/words';
import { fillTemplate } from '@/lib/template';

/** The contact blocks' words in `locale`. */
export function contactWordsIn(locale: Locale) {
  return pageWordsIn(contactWords, locale);
}

/** A link that reaches a campus, with its name for screen readers: 'Call City Campus: +91 …'. */
export interface CampusLink {
  href: string;
  name: string;
}

/** One campus one tap away: its first number and its WhatsApp, as links. */
export interface CampusReach {
  campusId: CampusId;
  /** As the links name it: 'City Campus'. */
  campusName: string;
  /** As a list of campuses names it: 'City'. */
  shortName: string;
  phone: string;
  call: CampusLink;
  whatsapp?: CampusLink;
}

/** Each campus's call and WhatsApp links in `locale`, in the campuses' order. */
export function campusReachIn(locale: Locale): CampusReach[] {
  const { contactBlock } = contactWordsIn(locale);
  const names = new Map(campusesIn(locale).map((campus) => [campus.campusId, campus.name]));
  return campusContactsIn(locale).map((contact) => {
    const campus = names.get(contact.campusId) ?? contact.heading;
    const phone = contact.phones.primary;
    return {
      campusId: contact.campusId,
      campusName: campus,
      shortName: contact.shortName,
      phone,
      call: {
        href: telHref(phone),
        name: fillTemplate(contactBlock.callName, { campus, number: phone }),
      },
      ...(contact.whatsapp && {
        whatsapp: {
          href: contact.whatsapp.value,
          name: fillTemplate(contactBlock.whatsappName, { campus }),
        },
      }),
    };
  });
}
