import { campusContactsIn } from '@/lib/campuses/campuses';
import { pageMetaIn } from '@/lib/site/site';
import { tcOfficeIn, tcVerificationPageIn } from '@/lib/transfer-certificates/tc-words';
import { TcVerification } from './TcVerification';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';
import { readTcListEntries } from '@/lib/transfer-certificates/tc-list.server';

/**
 * /tc-verification: the check of a TC number, verification code, pupil's name and date of birth
 * against the list of issued certificates, with its answers in the page's language. Unlisted in
 * every language: noindex, not in the sitemap or the search (lib/routes/routes.ts).
 */
export const tcVerificationScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'tcVerification', routes.tcVerification),
  Page({ locale }) {
    const pageMeta = pageMetaIn(locale);
    const tcVerificationPage = tcVerificationPageIn(locale);
    const issuers = Object.fromEntries(
      campusContactsIn(locale).map((contact) => [contact.campusId, contact.heading]),
    );
    const office = tcOfficeIn(locale);
    return (
      <TcVerification
        locale={locale}
        title={pageMeta.tcVerification.title}
        page={tcVerificationPage}
        list={readTcListEntries()}
        issuers={issuers}
        officePhone={office.phones.primary}
      />
    );
  },
};
