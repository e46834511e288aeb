// schema.org JSON-LD of the notices pages: the breadcrumbs (Home › Notices › a campus's list or a
// notice) and, on a notice's own page, the notice as a plain Article published by the school, in
// the page's language. Server-only, like structured-data.ts.
import { pageMetaIn, siteIn } from '@/lib/site/site';
import { siteSettings } from '@/content/site';
import type { Notice } from '@/content/schema';
import { htmlLang, localePath, type Locale } from '@/lib/i18n/locales';
import { noticeLanguage } from './notices-i18n';
import { noticeExcerpt } from './notices';
import { noticePath, routes } from '@/lib/routes/routes';
import {
  breadcrumbJsonLd,
  crumbsIn,
  jsonLdDocument,
  organizationId,
  type JsonLdDocument,
  type JsonLdNode,
} from '@/lib/seo/structured-data';

const noticesCrumb = (locale: Locale) => ({
  name: pageMetaIn(locale).notices.title,
  path: routes.notices,
});

/** A page below /notices (a campus's list): Home › Notices › its title. */
export function noticesSubpageJsonLd(name: string, path: string, locale: Locale): JsonLdDocument {
  return jsonLdDocument([
    breadcrumbJsonLd(siteSettings.url, crumbsIn(locale, [noticesCrumb(locale), { name, path }])),
  ]);
}

/** A notice: what the school published and when, for whom it is written. */
export function noticeArticleJsonLd(
  { origin, name }: { origin: string; name: string },
  notice: Notice,
  locale: Locale,
): JsonLdNode {
  const url = new URL(localePath(locale, noticePath(notice.id)), origin).href;
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
    inLanguage: htmlLang[noticeLanguage(locale, notice.id)],
  };
}

export function noticePageJsonLd(notice: Notice, locale: Locale): JsonLdDocument {
  return jsonLdDocument([
    noticeArticleJsonLd({ origin: siteSettings.url, name: siteIn(locale).name }, notice, locale),
    breadcrumbJsonLd(
      siteSettings.url,
      crumbsIn(locale, [noticesCrumb(locale), { name: notice.title, path: noticePath(notice.id) }]),
    ),
  ]);
}
