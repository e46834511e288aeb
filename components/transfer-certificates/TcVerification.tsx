import { ContactAlternatives } from '@/components/layout/ContactAlternatives';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHeader } from '@/components/ui/PageHeader';
import type { CampusId } from '@/content/schema';
import type { TcVerificationPageText } from '@/content/shapes/page-words';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { breadcrumbsJsonLd } from '@/lib/seo/structured-data';
import type { TcListEntry } from '@/lib/transfer-certificates/tc-verification';
import { TcCheckForm } from './TcCheckForm';

export interface TcVerificationProps {
  /** The page's language: its words, the answers' and the contacts'. */
  locale: Locale;
  title: string;
  page: TcVerificationPageText;
  /** The issued certificates' hashes, with campus, issue date and whether withdrawn. */
  list: readonly TcListEntry[];
  /** Who issued a certificate, by campus. */
  issuers: Partial<Record<CampusId, string>>;
  officePhone: string;
}

const FORM_HEADING_ID = 'tc-check-heading';

/**
 * /tc-verification: the check (a form that needs JavaScript, so it is not shown without it, nor
 * printed) with what a match proves, then how a certificate without a code, or any other, is
 * verified by phone or e-mail, which works everywhere.
 */
export function TcVerification({
  locale,
  title,
  page,
  list,
  issuers,
  officePhone,
}: TcVerificationProps) {
  return (
    <>
      <JsonLd data={breadcrumbsJsonLd([{ name: title, path: routes.tcVerification }], locale)} />
      <PageHeader title={title} subtitle={page.intro} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 text-lg leading-8 text-slate-800 sm:px-6 sm:py-16">
        <section
          aria-labelledby={FORM_HEADING_ID}
          data-print="hide"
          className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 noscript:hidden sm:p-8"
        >
          <h2 id={FORM_HEADING_ID} className="text-2xl font-bold text-brand-900">
            {page.formHeading}
          </h2>
          <TcCheckForm
            labels={{
              numberLabel: page.numberLabel,
              numberHint: page.numberHint,
              codeLabel: page.codeLabel,
              codeHint: page.codeHint,
              codeInvalid: page.codeInvalid,
              nameLabel: page.nameLabel,
              nameHint: page.nameHint,
              dateOfBirthLabel: page.dateOfBirthLabel,
              dateOfBirthHint: page.dateOfBirthHint,
              submit: page.submit,
              checking: page.checking,
              found: page.found,
              foundMeaning: page.foundMeaning,
              withdrawn: page.withdrawn,
              notFound: page.notFound,
              unavailable: page.unavailable,
            }}
            list={list}
            dateLocale={intlLocale[locale]}
            issuers={issuers}
            officePhone={officePhone}
            labelledBy={FORM_HEADING_ID}
          />
          <div className="space-y-4 border-t border-slate-200 pt-5 text-base">
            <div>
              <h3 className="font-semibold text-brand-900">{page.meaningHeading}</h3>
              <p className="mt-1">{page.meaning}</p>
            </div>
            <div>
              <h3 className="font-semibold text-brand-900">{page.privacyHeading}</h3>
              <p className="mt-1">{page.privacy}</p>
            </div>
          </div>
        </section>
        <p className="hidden rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 noscript:block">
          {page.noScript}
        </p>
        <section aria-labelledby="tc-contact-heading" className="space-y-4">
          <h2 id="tc-contact-heading" className="text-2xl font-bold text-brand-900">
            {page.contactHeading}
          </h2>
          <p>{page.contact}</p>
          <ContactAlternatives locale={locale} />
        </section>
      </div>
    </>
  );
}
