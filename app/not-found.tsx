import Link from 'next/link';
import { BlogPostNotFound } from '@/components/blog/BlogPostNotFound';
import { DisclosureError } from '@/components/disclosure/DisclosureError';
import { ContactAlternatives } from '@/components/layout/ContactAlternatives';
import { UnknownPathTitle } from '@/components/layout/UnknownPathTitle';
import { blogNotFound, posts } from '@/content/blog';
import { contactAlternatives } from '@/content/contact';
import { disclosureErrorMessages, disclosurePage } from '@/content/disclosure';
import { mainNav, moreNav, policyNav } from '@/content/navigation';
import { pageMeta } from '@/content/pages';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { unknownPathScript } from '@/lib/unknown-path-script';

// Only this root not-found page becomes out/404.html, which static hosts serve for every path
// they don't know (/contact among them: 'Schedule a Visit' links there, but no page exists).
export const metadata = pageMetadata({ ...pageMeta.notFound, path: '/404', noIndex: true });

const tabTitle = (title: string) => `${title} | ${site.name}`;

/**
 * The page holds all three of its readings; the inline script at its top picks one
 * before anything below it is parsed: a redirect, 'Blog Post Not Found' or 'Campus not found'
 * (app/globals.css shows the variant it marks). Without JavaScript it is a page of links to
 * the main pages and the school's phones, e-mail and addresses.
 */
export default function NotFound() {
  const titles = {
    blogPostNotFound: tabTitle(blogNotFound.title),
    campusNotFound: tabTitle(disclosureErrorMessages.campusNotFound),
  };
  return (
    <>
      <script
        dangerouslySetInnerHTML={{
          __html: unknownPathScript({ knownBlogIds: posts.map((post) => post.id), titles }),
        }}
      />
      <UnknownPathTitle
        titles={{
          'blog-post-not-found': titles.blogPostNotFound,
          'campus-not-found': titles.campusNotFound,
        }}
      />
      <div data-variant="page">
        <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <h1 className="text-3xl font-bold text-brand-900">{pageMeta.notFound.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{pageMeta.notFound.description}</p>
          <ul className="mt-8 flex flex-wrap justify-center gap-3">
            {[...mainNav, ...moreNav, ...policyNav].map((item) => (
              <li key={item.path}>
                <Link
                  href={item.path}
                  prefetch={false}
                  className="inline-block rounded-full border border-brand-800 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="not-found-contact"
          className="mx-auto mb-16 max-w-3xl rounded-2xl bg-brand-50 px-6 py-8 text-ink sm:px-10"
        >
          <h2 id="not-found-contact" className="text-2xl font-bold text-brand-900">
            {contactAlternatives.heading}
          </h2>
          <ContactAlternatives withAddresses className="mt-4" />
        </section>
      </div>
      <div data-variant="blog-post-not-found">
        <BlogPostNotFound {...blogNotFound} backHref={routes.blog} />
      </div>
      <div data-variant="campus-not-found" className="px-4">
        <DisclosureError
          texts={disclosurePage}
          message={disclosureErrorMessages.campusNotFound}
          backHref={routes.disclosure}
          headingLevel="h1"
        />
      </div>
    </>
  );
}
