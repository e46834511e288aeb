// Every translation file, by language and by the content file it translates: what the content
// check validates (scripts/content-check/translations.ts) and the pages lay over the English.
import type { TranslatedLocale } from '../ids';
import * as mrAbout from './mr/about';
import * as mrAccessibility from './mr/accessibility';
import * as mrChildSafety from './mr/child-safety';
import * as mrPrivacy from './mr/privacy';
import * as mrAccolades from './mr/accolades';
import * as mrAdmissions from './mr/admissions';
import * as mrAnnualReports from './mr/annual-reports';
import * as mrBlog from './mr/blog';
import * as mrCalendar from './mr/calendar';
import * as mrCampuses from './mr/campuses';
import * as mrContact from './mr/contact';
import * as mrDisclosure from './mr/disclosure';
import * as mrFees from './mr/fees';
import * as mrFooter from './mr/footer';
import * as mrHome from './mr/home';
import * as mrLanguages from './mr/languages';
import * as mrLeaders from './mr/leaders';
import * as mrLife from './mr/life';
import * as mrMpdLabels from './mr/disclosure-labels';
import * as mrNotices from './mr/notices';
import * as mrNavigation from './mr/navigation';
import * as mrPages from './mr/pages';
import * as mrSearch from './mr/search';
import * as mrSite from './mr/site';
import * as mrTransferCertificates from './mr/transfer-certificates';
import * as mrTransport from './mr/transport';
import * as mrVisit from './mr/visit';
import * as hiAbout from './hi/about';
import * as hiAccessibility from './hi/accessibility';
import * as hiChildSafety from './hi/child-safety';
import * as hiPrivacy from './hi/privacy';
import * as hiAccolades from './hi/accolades';
import * as hiAdmissions from './hi/admissions';
import * as hiAnnualReports from './hi/annual-reports';
import * as hiBlog from './hi/blog';
import * as hiCalendar from './hi/calendar';
import * as hiCampuses from './hi/campuses';
import * as hiContact from './hi/contact';
import * as hiDisclosure from './hi/disclosure';
import * as hiFees from './hi/fees';
import * as hiFooter from './hi/footer';
import * as hiHome from './hi/home';
import * as hiLanguages from './hi/languages';
import * as hiLeaders from './hi/leaders';
import * as hiLife from './hi/life';
import * as hiMpdLabels from './hi/disclosure-labels';
import * as hiNotices from './hi/notices';
import * as hiNavigation from './hi/navigation';
import * as hiPages from './hi/pages';
import * as hiSearch from './hi/search';
import * as hiSite from './hi/site';
import * as hiTransferCertificates from './hi/transfer-certificates';
import * as hiTransport from './hi/transport';
import * as hiVisit from './hi/visit';

export const translationModules: Record<
  TranslatedLocale,
  Record<string, Record<string, unknown>>
> = {
  mr: {
    'content/about.ts': { ...mrAbout },
    'content/accessibility.ts': { ...mrAccessibility },
    'content/child-safety.ts': { ...mrChildSafety },
    'content/privacy.ts': { ...mrPrivacy },
    'content/accolades.ts': { ...mrAccolades },
    'content/admissions.ts': { ...mrAdmissions },
    'content/annual-reports.ts': { ...mrAnnualReports },
    'content/blog.ts': { ...mrBlog },
    'content/calendar.ts': { ...mrCalendar },
    'content/campuses.ts': { ...mrCampuses },
    'content/contact.ts': { ...mrContact },
    'content/disclosure.ts': { ...mrDisclosure },
    'content/fees.ts': { ...mrFees },
    'content/footer.ts': { ...mrFooter },
    'content/home.ts': { ...mrHome },
    'content/languages.ts': { ...mrLanguages },
    'content/leaders.ts': { ...mrLeaders },
    'content/life.ts': { ...mrLife },
    'content/disclosure-labels.ts': { ...mrMpdLabels },
    'content/notices.ts': { ...mrNotices },
    'content/navigation.ts': { ...mrNavigation },
    'content/pages.ts': { ...mrPages },
    'content/search.ts': { ...mrSearch },
    'content/site.ts': { ...mrSite },
    'content/transfer-certificates.ts': { ...mrTransferCertificates },
    'content/transport.ts': { ...mrTransport },
    'content/visit.ts': { ...mrVisit },
  },
  hi: {
    'content/about.ts': { ...hiAbout },
    'content/accessibility.ts': { ...hiAccessibility },
    'content/child-safety.ts': { ...hiChildSafety },
    'content/privacy.ts': { ...hiPrivacy },
    'content/accolades.ts': { ...hiAccolades },
    'content/admissions.ts': { ...hiAdmissions },
    'content/annual-reports.ts': { ...hiAnnualReports },
    'content/blog.ts': { ...hiBlog },
    'content/calendar.ts': { ...hiCalendar },
    'content/campuses.ts': { ...hiCampuses },
    'content/contact.ts': { ...hiContact },
    'content/disclosure.ts': { ...hiDisclosure },
    'content/fees.ts': { ...hiFees },
    'content/footer.ts': { ...hiFooter },
    'content/home.ts': { ...hiHome },
    'content/languages.ts': { ...hiLanguages },
    'content/leaders.ts': { ...hiLeaders },
    'content/life.ts': { ...hiLife },
    'content/disclosure-labels.ts': { ...hiMpdLabels },
    'content/notices.ts': { ...hiNotices },
    'content/navigation.ts': { ...hiNavigation },
    'content/pages.ts': { ...hiPages },
    'content/search.ts': { ...hiSearch },
    'content/site.ts': { ...hiSite },
    'content/transfer-certificates.ts': { ...hiTransferCertificates },
    'content/transport.ts': { ...hiTransport },
    'content/visit.ts': { ...hiVisit },
  },
};
