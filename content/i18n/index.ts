// Every translation file, by language and by the content file it translates: what the content
// check validates (scripts/content-check/translations.ts) and the pages lay over the English.
import type { TranslatedLocale } from '../ids';
import * as mrAccolades from './mr/accolades';
import * as mrAnnualReports from './mr/annual-reports';
import * as mrBlog from './mr/blog';
import * as mrCalendar from './mr/calendar';
import * as mrCampuses from './mr/campuses';
import * as mrContact from './mr/contact';
import * as mrDisclosure from './mr/disclosure';
import * as mrLanguages from './mr/languages';
import * as mrLeaders from './mr/leaders';
import * as mrMpdLabels from './mr/disclosure-labels';
import * as mrNotices from './mr/notices';
import * as mrNavigation from './mr/navigation';
import * as mrSearch from './mr/search';
import * as mrSite from './mr/site';
import * as mrTransferCertificates from './mr/transfer-certificates';
import * as mrTransport from './mr/transport';
import * as mrVisit from './mr/visit';
import * as hiAccolades from './hi/accolades';
import * as hiAnnualReports from './hi/annual-reports';
import * as hiBlog from './hi/blog';
import * as hiCalendar from './hi/calendar';
import * as hiCampuses from './hi/campuses';
import * as hiContact from './hi/contact';
import * as hiDisclosure from './hi/disclosure';
import * as hiLanguages from './hi/languages';
import * as hiLeaders from './hi/leaders';
import * as hiMpdLabels from './hi/disclosure-labels';
import * as hiNotices from './hi/notices';
import * as hiNavigation from './hi/navigation';
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
    'content/accolades.ts': { ...mrAccolades },
    'content/annual-reports.ts': { ...mrAnnualReports },
    'content/blog.ts': { ...mrBlog },
    'content/calendar.ts': { ...mrCalendar },
    'content/campuses.ts': { ...mrCampuses },
    'content/contact.ts': { ...mrContact },
    'content/disclosure.ts': { ...mrDisclosure },
    'content/languages.ts': { ...mrLanguages },
    'content/leaders.ts': { ...mrLeaders },
    'content/disclosure-labels.ts': { ...mrMpdLabels },
    'content/notices.ts': { ...mrNotices },
    'content/navigation.ts': { ...mrNavigation },
    'content/search.ts': { ...mrSearch },
    'content/site.ts': { ...mrSite },
    'content/transfer-certificates.ts': { ...mrTransferCertificates },
    'content/transport.ts': { ...mrTransport },
    'content/visit.ts': { ...mrVisit },
  },
  hi: {
    'content/accolades.ts': { ...hiAccolades },
    'content/annual-reports.ts': { ...hiAnnualReports },
    'content/blog.ts': { ...hiBlog },
    'content/calendar.ts': { ...hiCalendar },
    'content/campuses.ts': { ...hiCampuses },
    'content/contact.ts': { ...hiContact },
    'content/disclosure.ts': { ...hiDisclosure },
    'content/languages.ts': { ...hiLanguages },
    'content/leaders.ts': { ...hiLeaders },
    'content/disclosure-labels.ts': { ...hiMpdLabels },
    'content/notices.ts': { ...hiNotices },
    'content/navigation.ts': { ...hiNavigation },
    'content/search.ts': { ...hiSearch },
    'content/site.ts': { ...hiSite },
    'content/transfer-certificates.ts': { ...hiTransferCertificates },
    'content/transport.ts': { ...hiTransport },
    'content/visit.ts': { ...hiVisit },
  },
};
