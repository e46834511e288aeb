// The words around the site's languages: the language switcher's name, and the notes on a
// Marathi or Hindi page where what follows is shown in English (a blog post, a notice not yet
// translated, the calendar's feeds, the disclosure's data as issued, the annual reports). The
// languages themselves are named in their own script (lib/i18n/locales.ts), the same on every
// page.
import type { Texts } from './schema';

export const languageLabels = {
  /** Accessible name of the language switcher in the header. */
  switcher: 'Language',
  /** Above a blog post on a Marathi or Hindi page: its text is the English original. */
  postInEnglish: 'This post is in English.',
  /** Above a notice that has no translation yet. */
  noticeInEnglish: 'This notice is in English.',
  /** In the calendar's subscribe panel: feeds and .ics files are written in English. */
  feedsInEnglish: 'Subscribed calendars and downloaded .ics files show the dates in English.',
  /** Above the disclosure tables: the data and documents stay as the school issued them. */
  disclosureAsIssued:
    'The disclosure data and its documents are shown as issued, in English; the headings are translated.',
  /** Above the annual reports: the reports are the school's PDFs, in English. */
  reportsInEnglish: 'The annual reports are the school’s PDFs, in English.',
} satisfies Texts;
