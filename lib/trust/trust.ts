// The trust pages in a language: accessibility (content/accessibility.ts), child safety and the
// helplines (content/child-safety.ts) with each campus's safeguarding people
// (content/campuses/{campus}/safeguarding.*.yml), and the privacy notice (content/words/).
// Build time only.
import { safeguardingCollection } from '@/content/collections';
import type { CampusId, CampusSafeguardingEntry } from '@/content/schema';
import { campusEntriesIn } from '@/lib/content/collections.server';
import type { Locale } from '@/lib/i18n/locales';
import { inEveryLanguage, pageWordsIn } from '@/lib/i18n/words';
import { accessibilityWords, childSafetyWords, privacyWords } from '@/content/words-collections';

/** A campus's safeguarding people (content/campuses/{campus}/safeguarding.*.yml). */
export type CampusSafeguardingPage = CampusSafeguardingEntry & { campusId: CampusId };

/** The accessibility statement in `locale`. */
export function accessibilityStatementIn(locale: Locale) {
  return pageWordsIn(accessibilityWords, locale).accessibilityStatement;
}

/** The child-safety page's words and the helplines, in `locale`. */
export function childSafetyWordsIn(locale: Locale) {
  return pageWordsIn(childSafetyWords, locale);
}

/** The privacy notice in `locale`. */
export function privacyNoticeIn(locale: Locale) {
  return pageWordsIn(privacyWords, locale).privacyNotice;
}

/** Each campus's safeguarding people in `locale`, in the campuses' order. */
export function campusSafeguardingIn(locale: Locale): CampusSafeguardingPage[] {
  return inEveryLanguage('safeguarding people', (each) =>
    campusEntriesIn(safeguardingCollection, each),
  )[locale];
}
