// The transfer-certificate verification page in a language: its words
// (content/transfer-certificates.ts) and the office that issues certificates, with its contacts.
// Build time only.
import { transferCertificatesWords } from '@/content/words-collections';
import * as tcModule from '@/content/transfer-certificates';
import type { CampusContact } from '@/content/schema';
import { campusContactsIn } from '@/lib/campuses/campuses';
import type { Locale } from '@/lib/i18n/locales';
import { pageWordsIn } from '@/lib/i18n/words';

/** The verification page's words in `locale`. */
export function tcVerificationPageIn(locale: Locale) {
  return pageWordsIn(transferCertificatesWords, locale).tcVerificationPage;
}

/** The campus whose office issues the certificates, with its contacts in `locale`. */
export function tcOfficeIn(locale: Locale): CampusContact {
  return campusContactsIn(locale).find(
    (contact) => contact.campusId === tcModule.TC_OFFICE_CAMPUS,
  )!;
}
