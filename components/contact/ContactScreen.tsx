import { ContactBlock, contactBlockOf } from '@/components/contact/ContactBlock';
import type { Screen } from '@/components/layout/screen';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { contactWordsIn } from '@/lib/contact/contact';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { siteIn } from '@/lib/site/site';

/**
 * With JavaScript, the contact page is not a screen of the site: 'Schedule a Visit' opens its
 * dialog instead of following the link, and the page opened directly leads to the home page in
 * its language, replacing the history entry, as an unknown address does. Run as the page is
 * parsed, before React.
 */
export const leaveForHomeScript = (locale: Locale) =>
  `location.replace(${JSON.stringify(localePath(locale, routes.home))});`;

/**
 * Where 'Schedule a Visit' leads without JavaScript: each campus's phones, WhatsApp, address and
 * directions (plain links), how to ask for a visit, and the school's e-mail.
 */
export const contactScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'contact', routes.contact),
  Page({ locale }) {
    const { contactPage, contactAlternatives } = contactWordsIn(locale);
    const site = siteIn(locale);
    return (
      <>
        <script dangerouslySetInnerHTML={{ __html: leaveForHomeScript(locale) }} />
        <section
          aria-labelledby="contact-heading"
          className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8"
        >
          <h1
            id="contact-heading"
            className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
          >
            {contactPage.heading}
          </h1>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-slate-700">
            {contactPage.intro}
          </p>
          <ul className="mt-8 grid gap-4 lg:grid-cols-3">
            {campusContactsIn(locale).map(({ campusId }) => (
              <li
                key={campusId}
                className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white shadow-lg"
              >
                <ContactBlock {...contactBlockOf(locale, campusId)} headingLevel="h2" />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-lg text-slate-700">
            {contactPage.writeTo}{' '}
            <a
              href={`mailto:${site.schoolInbox}`}
              aria-label={`${contactAlternatives.emailLabel}: ${site.schoolInbox}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              {site.schoolInbox}
            </a>
          </p>
        </section>
      </>
    );
  },
};
