import { blogWordsIn } from '@/lib/blog/posts';
import { disclosureWordsIn } from '@/lib/disclosure/disclosure';
import { contactWordsIn } from '@/lib/contact/contact';
import { navigationIn, pageMetaIn, siteIn } from '@/lib/site/site';
import Link from 'next/link';
import { BlogPostNotFound } from '@/components/blog/BlogPostNotFound';
import { DisclosureError } from '@/components/disclosure/DisclosureError';
import { ContactAlternatives } from '@/components/layout/ContactAlternatives';
import { Helplines } from '@/components/layout/Helplines';
import { SiteShell } from '@/components/layout/SiteShell';
import { UnknownPathTitle } from '@/components/layout/UnknownPathTitle';
import {
  DEFAULT_LOCALE,
  htmlLang,
  localePath,
  translatedLocales,
  type Locale,
} from '@/lib/i18n/locales';
import { pageMetadata, siteMetadata, siteViewport } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';
import { unknownPathScript, type NotFoundTitles } from '@/lib/routes/unknown-path-script';
import './globals.css';
import { posts } from '@/lib/blog/posts';

// The page a static host serves for every path it doesn't know: it becomes out/404.html. It is
// drawn outside the languages' layouts, so it says its whole document itself.
const { title, description } = pageMetaIn(DEFAULT_LOCALE).notFound;
export const metadata = {
  ...siteMetadata(DEFAULT_LOCALE),
  ...pageMetadata({ locale: DEFAULT_LOCALE, title, description, path: '/404', noIndex: true }),
  title: `${title} | ${siteIn(DEFAULT_LOCALE).name}`,
};
export const generateViewport = siteViewport;

const tabTitles = (locale: Locale): NotFoundTitles => {
  const { disclosureErrorMessages } = disclosureWordsIn(locale);
  const { blogNotFound } = blogWordsIn(locale);
  const site = siteIn(locale);
  return {
    blogPostNotFound: `${blogNotFound.title} | ${site.name}`,
    campusNotFound: `${disclosureErrorMessages.campusNotFound} | ${site.name}`,
  };
};

/** The two not-found readings of a path in one language, shown by the script's marks. */
function NotFoundVariants({ locale }: { locale: Locale }) {
  const { disclosurePage, disclosureErrorMessages } = disclosureWordsIn(locale);
  const { blogNotFound } = blogWordsIn(locale);
  // Marathi and Hindi variants carry their language; the English ones the page's.
  const lang = locale === DEFAULT_LOCALE ? undefined : htmlLang[locale];
  return (
    <>
      <div data-variant="blog-post-not-found" lang={lang}>
        <BlogPostNotFound {...blogNotFound} backHref={localePath(locale, routes.blog)} />
      </div>
      <div data-variant="campus-not-found" lang={lang} className="px-4">
        <DisclosureError
          texts={disclosurePage}
          message={disclosureErrorMessages.campusNotFound}
          backHref={localePath(locale, routes.disclosure)}
          headingLevel="h1"
        />
      </div>
    </>
  );
}

/**
 * The page holds every reading of an unknown path; the inline script at its top picks one
 * before anything below it is parsed: a redirect, 'Blog Post Not Found' or 'Campus not found',
 * in English or in the language of the path (app/globals.css shows the variant it marks).
 * Without JavaScript it is a page of links to the main pages and the school's phones, e-mail
 * and addresses.
 */
export default function GlobalNotFound() {
  const { mainNav, moreNav, policyNav } = navigationIn(DEFAULT_LOCALE);
  const { contactAlternatives } = contactWordsIn(DEFAULT_LOCALE);
  const titles = tabTitles(DEFAULT_LOCALE);
  const localeTitles = Object.fromEntries(
    translatedLocales.map((locale) => [locale, tabTitles(locale)]),
  );
  return (
    <SiteShell locale={DEFAULT_LOCALE} notFound>
      <script
        dangerouslySetInnerHTML={{
          __html: unknownPathScript({
            knownBlogIds: posts().map((post) => post.id),
            titles,
            localeTitles,
          }),
        }}
      />
      <UnknownPathTitle
        titles={{
          'blog-post-not-found': titles.blogPostNotFound,
          'campus-not-found': titles.campusNotFound,
        }}
        localeTitles={localeTitles}
      />
      <div data-variant="page">
        <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
          <p className="mt-4 text-lg text-slate-700">{description}</p>
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
          <ContactAlternatives locale={DEFAULT_LOCALE} withAddresses className="mt-4" />
        </section>
      </div>
      {[DEFAULT_LOCALE, ...translatedLocales].map((locale) => (
        <NotFoundVariants key={locale} locale={locale} />
      ))}
      {/* Under every reading of the path, in every language: a host serves this one page for
          all of them. */}
      <div className="mx-auto mb-16 max-w-5xl space-y-12 px-4 text-lg leading-8 text-slate-800 sm:px-6">
        {[DEFAULT_LOCALE, ...translatedLocales].map((locale) => (
          <Helplines
            key={locale}
            locale={locale}
            id={`not-found-helplines-${locale}`}
            variant="full"
            headingLevel="h2"
            marksLanguage
          />
        ))}
      </div>
    </SiteShell>
  );
}
