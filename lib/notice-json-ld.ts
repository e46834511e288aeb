// schema.org JSON-LD of the notices pages: the breadcrumbs (Home › Notices › a campus's list or a
// notice) and, on a notice's own page, the notice as a plain Article published by the school.
// Server-only, like structured-data.ts.
import { pageMeta } from '@/content/pages';
import { site, SITE_LOCALE } from '@/content/site';
import type { Notice } from '@/content/schema';
import { noticeExcerpt } from './notices';
import { noticePath, routes } from './routes';
import {
  breadcrumbJsonLd,
  homeCrumb,
  jsonLdDocument,
  organizationId,
  type JsonLdDocument,
  type JsonLdNode,
} from './structured-data';

const noticesCrumb = { name: pageMeta.notices.title, path: routes.notices };

/** A page below /notices (a campus's list): Home › Notices › its title. */
export function noticesSubpageJsonLd(name: string, path: string): JsonLdDocument {
  return jsonLdDocument([breadcrumbJsonLd(site.url, [homeCrumb, noticesCrumb, { name, path }])]);
}

/** A notice: what the school published and when, for whom it is written. */
export function noticeArticleJsonLd(
  { origin, name }: { origin: string; name: string },
  notice: Notice,
): JsonLdNode {
  const url = new URL(noticePath(notice.id), origin).href;
  const school = { '@type': 'EducationalOrganization', '@id': organizationId(origin), name };
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: notice.title,
    description: noticeExcerpt(notice.body),
    datePublished: notice.date,
    author: school,
    publisher: school,
    audience: { '@type': 'Audience', audienceType: notice.audience },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: SITE_LOCALE,
  };
}

export function noticePageJsonLd(notice: Notice): JsonLdDocument {
  return jsonLdDocument([
    noticeArticleJsonLd({ origin: site.url, name: site.name }, notice),
    breadcrumbJsonLd(site.url, [
      homeCrumb,
      noticesCrumb,
      { name: notice.title, path: noticePath(notice.id) },
    ]),
  ]);
}
