import { notFound } from 'next/navigation';
import { NoticeArticle } from '@/components/notices/NoticeArticle';
import { JsonLd } from '@/components/seo/JsonLd';
import { notices } from '@/content/notices';
import { pageMeta } from '@/content/pages';
import { site } from '@/content/site';
import { noticesRssFeed, pageMetadata } from '@/lib/metadata';
import { noticePageJsonLd } from '@/lib/notice-json-ld';
import { noticeExcerpt } from '@/lib/notices';
import { noticePath } from '@/lib/routes';

interface NoticePageProps {
  params: Promise<{ noticeId: string }>;
}

// Only the notices in content/notices/ are built; any other id is not.
export const dynamicParams = false;

export function generateStaticParams() {
  return notices.map((notice) => ({ noticeId: notice.id }));
}

const findNotice = (id: string) => notices.find((notice) => notice.id === id);

export async function generateMetadata({ params }: NoticePageProps) {
  const notice = findNotice((await params).noticeId);
  if (!notice) return {};
  return pageMetadata({
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
    rssFeed: noticesRssFeed,
  });
}

export default async function NoticePage({ params }: NoticePageProps) {
  const notice = findNotice((await params).noticeId);
  if (!notice) notFound();
  return (
    <>
      <JsonLd data={noticePageJsonLd(notice)} />
      <NoticeArticle notice={notice} />
    </>
  );
}
