import { footerIn, navigationIn, siteIn } from '@/lib/site/site';
import { childSafetyWordsIn, privacyNoticeIn } from '@/lib/trust/trust';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { contactWordsIn } from '@/lib/contact/contact';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ContactBlock, contactBlockOf } from '@/components/contact/ContactBlock';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { ContactAlternatives } from './ContactAlternatives';
import { ContactForm } from './ContactForm';
import { Helplines } from './Helplines';
import { SocialIcon } from './SocialIcon';

/** The footer on every page, in its language: campuses, quick links, community, contact form. */
export function Footer({ locale }: { locale: Locale }) {
  const { childSafety, helplines } = childSafetyWordsIn(locale);
  const { contactAlternatives } = contactWordsIn(locale);
  const { footerQuickLinks, navLabels, policyNav } = navigationIn(locale);
  const footer = footerIn(locale);
  const privacyNotice = privacyNoticeIn(locale);
  const site = siteIn(locale);
  const campusContacts = campusContactsIn(locale);
  const inPage = (path: string) => localePath(locale, path);
  const formNote = footer.contactForm.note;
  // The campuses' phones are the footer's first section: the form's notes give the e-mail.
  const schoolContacts = <ContactAlternatives locale={locale} emailOnly className="mt-2" />;
  return (
    <footer className="bg-brand-900 text-brand-50" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {site.name} {footer.srHeadingAfterName}
      </h2>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <section aria-label={footer.campusesLabel} className="space-y-6">
          {campusContacts.map(({ campusId }) => (
            <ContactBlock
              key={campusId}
              {...contactBlockOf(locale, campusId)}
              phones="mobile line"
            />
          ))}
        </section>

        <div className="space-y-8">
          <FooterSection id="footer-quick-links" heading={footer.quickLinksHeading}>
            <ul className="space-y-2 text-sm">
              {footerQuickLinks.map((link) => (
                <li key={link.path}>
                  <Link
                    prefetch={false}
                    href={link.path}
                    className="inline-flex min-h-6 items-center text-brand-100 hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </FooterSection>
          <FooterSection id="footer-community" heading={footer.communityHeading}>
            <ul className="flex gap-3">
              {site.social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${link.label} ${navLabels.newTabNote}`}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          </FooterSection>
        </div>

        <FooterSection id="footer-contact" heading={footer.contactHeading}>
          <ContactForm
            label={footer.contactForm.label}
            placeholders={footer.contactForm.placeholders}
            submitLabel={footer.contactForm.submitLabel}
            notes={{
              before: (
                <>
                  <p>{formNote.before}</p>
                  {schoolContacts}
                </>
              ),
              after: formNote.after,
            }}
            // On the child-safety page its own contacts come first: its sections' ids, as the
            // page gives them (components/trust/ChildSafetyScreen.tsx).
            pageNotes={{
              path: inPage(routes.childSafety),
              notes: {
                before: (
                  <>
                    <p>{formNote.safetyBefore}</p>
                    <ul className="mt-2 list-disc space-y-1 pl-5">
                      <li>
                        <a
                          href="#safety-helplines"
                          className="inline-flex min-h-6 items-center font-semibold underline"
                        >
                          {helplines.heading}
                        </a>
                      </li>
                      <li>
                        <a
                          href="#safety-campuses"
                          className="inline-flex min-h-6 items-center font-semibold underline"
                        >
                          {childSafety.campusesHeading}
                        </a>
                      </li>
                    </ul>
                    <p className="mt-2">{formNote.safetyOtherwise}</p>
                    {schoolContacts}
                  </>
                ),
                after: formNote.safetyAfter,
              },
            }}
            unavailableNote={
              <>
                <p>{contactAlternatives.formUnavailableNote}</p>
                {schoolContacts}
              </>
            }
          />
          <div className="hidden text-sm noscript:block">
            <p>{contactAlternatives.noScriptFormNote}</p>
            {schoolContacts}
          </div>
        </FooterSection>
      </div>
      <Helplines
        locale={locale}
        id="footer-helplines"
        variant="compact"
        headingLevel="h3"
        className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8"
      />
      {/* Every page's 'Privacy Policy' link lands here: the summary, and the way to the notice. */}
      <section
        id="privacy-policy"
        aria-labelledby="footer-privacy"
        className="mx-auto max-w-7xl px-4 pb-8 text-sm leading-6 text-brand-100 sm:px-6 lg:px-8"
      >
        <h3 id="footer-privacy" className="font-semibold text-white">
          {privacyNotice.summary.heading}
        </h3>
        <p className="mt-1 max-w-3xl">
          {fillTemplate(privacyNotice.summary.text, { months: privacyNotice.retention.months })}{' '}
          <Link
            prefetch={false}
            href={inPage(routes.privacy)}
            className="underline hover:text-white"
          >
            {privacyNotice.summary.linkLabel}
          </Link>
        </p>
      </section>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-brand-100 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            {fillTemplate(footer.copyrightLine, { year: site.copyrightYear, school: site.name })}
          </p>
          <p>{fillTemplate(footer.poweredByLine, { company: site.poweredBy })}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            <li>
              <a
                href={footer.privacyHref}
                className="inline-flex min-h-6 items-center underline hover:text-white"
              >
                {footer.privacyLabel}
              </a>
            </li>
            {policyNav
              .filter((item) => item.path !== inPage(routes.privacy))
              .map((item) => (
                <li key={item.path}>
                  <Link
                    prefetch={false}
                    href={item.path}
                    className="inline-flex min-h-6 items-center underline hover:text-white"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** A titled column of the footer. */
function FooterSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-3 font-semibold text-white">
        {heading}
      </h3>
      {children}
    </section>
  );
}
