import Link from 'next/link';
import { UnknownPathHandler } from '@/components/layout/UnknownPathHandler';
import { blogNotFound, posts } from '@/content/blog';
import { disclosureErrorMessages, disclosurePage } from '@/content/disclosure';
import { mainNav } from '@/content/navigation';
import { pageMeta } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

// Only this root not-found page becomes out/404.html, which static hosts serve for every path
// they don't know.
export const metadata = pageMetadata({ ...pageMeta.notFound, path: '/404', noIndex: true });

export default function NotFound() {
  return (
    <UnknownPathHandler
      knownBlogIds={posts.map((post) => post.id)}
      blogNotFound={{ ...blogNotFound, backHref: routes.blog }}
      disclosureTexts={disclosurePage}
      campusNotFoundMessage={disclosureErrorMessages.campusNotFound}
      disclosureHref={routes.disclosure}
    >
      <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-brand-900">{pageMeta.notFound.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{pageMeta.notFound.description}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {mainNav.map((item) => (
            <li key={item.path}>
              <Link
                href={item.path}
                className="inline-block rounded-full border border-brand-800 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </UnknownPathHandler>
  );
}
