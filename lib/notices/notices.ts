// Notices for their pages, their feed and the home page: which notices a campus's list shows,
// a notice's excerpt, its campuses in words (in a page's language; English in the feed), and the
// notices as feed items. Server-only (it reads content and the size of an attached PDF).
import { campusFilterLabelsIn, campusNameIn } from '@/lib/campuses/campuses';
import { campusIds } from '@/content/ids';
import type { CampusId, CampusScope, Notice } from '@/content/schema';
import { campusesOf, concerns } from '@/lib/calendar/calendar';
import type { FeedItem } from '@/lib/feeds/feed';
import { DEFAULT_LOCALE, intlLocale, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/metadata';
import { postBodyText, postParagraphs } from '@/lib/blog/post-body';
import { publicFileSize } from '@/lib/content/public-files.server';
import { noticePath } from '@/lib/routes/routes';

/** The notices a campus's list shows (every notice for `undefined`), in the order given. */
export function noticesFor<T extends Pick<Notice, 'campuses'>>(
  notices: readonly T[],
  campus?: CampusId,
): T[] {
  return notices.filter((notice) => concerns(notice.campuses, campus));
}

/** The notice's first paragraph as plain text, for lists and feed readers. */
export function noticeExcerpt(body: string): string {
  return postBodyText(postParagraphs(body)[0] ?? '');
}

/** A campus's full name: 'City Campus'. */
export function campusName(id: CampusId, locale: Locale): string {
  return campusNameIn(locale, id) ?? id;
}

/** The names of the campuses it is for, in the site's order: ['City Campus', 'Airport Campus']. */
export function campusNames(scope: CampusScope, locale: Locale): string[] {
  return campusIds
    .filter((id) => campusesOf(scope).includes(id))
    .map((id) => campusName(id, locale));
}

/** 'All campuses', or the campuses named in the site's order: 'City Campus and Airport Campus'. */
export function campusScopeText(scope: CampusScope, locale: Locale): string {
  if (scope === 'all') return campusFilterLabelsIn(locale).all;
  return new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' }).format(
    campusNames(scope, locale),
  );
}

/** The notices as RSS items: absolute links, the campuses as categories, the PDF enclosed. */
export function noticeFeedItems(notices: readonly Notice[]): FeedItem[] {
  return notices.map((notice) => ({
    title: notice.title,
    date: notice.date,
    excerpt: noticeExcerpt(notice.body),
    content: notice.body,
    url: absoluteUrl(noticePath(notice.id)),
    tags: campusNames(notice.campuses, DEFAULT_LOCALE),
    ...(notice.attachment && {
      enclosure: {
        url: absoluteUrl(notice.attachment.file),
        bytes: publicFileSize(notice.attachment.file),
        type: 'application/pdf',
      },
    }),
  }));
}
