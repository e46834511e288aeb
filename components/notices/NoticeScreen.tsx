import { pageMetaIn, siteIn } from '@/lib/site/site';
import { noticesIn } from '@/lib/notices/notices-i18n';
import { notFound } from 'next/navigation';
import { NoticeArticle } from './NoticeArticle';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Locale } from '@/lib/i18n/locales';
import type { Screen } from '@/components/layout/screen';
import { noticesRssFeed, pageMetadata } from '@/lib/seo/metadata';
import { noticePageJsonLd } from '@/lib/notices/notice-json-ld';
import { noticeExcerpt } from '@/lib/notices/notices';
import { noticePath } from '@/lib/routes/routes';

const findNotice = (locale: Locale, id: string) =>
  noticesIn(locale).find((notice) => notice.id === id);

/** One notice: /notices/{noticeId}. Only the notices in content/notices/ are built. */
export const noticeScreen: Screen<{ noticeId: string }> = {
  // Read when asked, so the editor's preview (next dev) builds a notice saved a moment ago.
  params: () => noticesIn('en').map((notice) => ({ noticeId: notice.id })),
  metadata(locale, params) {
    const notice = findNotice(locale, params.noticeId);
    if (!notice) return {};
    const site = siteIn(locale);
    const pageMeta = pageMetaIn(locale);
    return pageMetadata({
      locale,
      title: notice.title,
      description: noticeExcerpt(notice.body),
      path: noticePath(notice.id),
      type: 'article',
      article: {
        publishedTime: notice.date,
        authors: [site.name],
        section: pageMeta.notices.title,
        tags: [],
      },
      rssFeed: noticesRssFeed(),
    });
  },
  Page({ locale, params }) {
    const notice = findNotice(locale, params.noticeId);
    if (!notice) notFound();
    return (
      <>
        <JsonLd data={noticePageJsonLd(notice, locale)} />
        <NoticeArticle locale={locale} notice={notice} />
      </>
    );
  },
};
