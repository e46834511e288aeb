import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { campusIds } from '@/content/ids';
import type { CampusDetail, CampusId } from '@/content/schema';
import { campusIn } from '@/lib/campuses/campuses';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata, type PageMetadataInput } from '@/lib/seo/metadata';
import type { Screen } from './screen';

export interface CampusScreenParts {
  /** The page's path in English for a campus: '/campuses/city'. */
  path: (campusId: CampusId) => string;
  /** What the page's metadata says of the campus in `locale`, but its path and language. */
  describe: (locale: Locale, campus: CampusDetail) => Omit<PageMetadataInput, 'locale' | 'path'>;
  /** The page of the campus in `locale`. */
  page: (locale: Locale, campus: CampusDetail) => ReactNode;
}

/**
 * A screen with a page for each campus (…/{campusId}): a page per campus folder in every language,
 * its metadata and its page given the campus in the page's language, and the site's 404 for a
 * campus that does not exist.
 */
export function campusScreenOf({ path, describe, page }: CampusScreenParts): Screen<{
  campusId: string;
}> {
  return {
    params: () => campusIds.map((campusId) => ({ campusId })),
    metadata(locale, { campusId }) {
      const campus = campusIn(locale, campusId);
      if (!campus) return {};
      return pageMetadata({ locale, ...describe(locale, campus), path: path(campus.campusId) });
    },
    Page({ locale, params }) {
      const campus = campusIn(locale, params.campusId);
      if (!campus) notFound();
      return page(locale, campus);
    },
  };
}
