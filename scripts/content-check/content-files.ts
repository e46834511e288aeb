// Every content file an editor can change, keyed by its path: what the content check validates
// and the image pipeline takes its images from. A post file (content/blog/*.md) is there as its
// front matter.
import * as about from '@/content/about';
import * as accessibility from '@/content/accessibility';
import * as accolades from '@/content/accolades';
import * as admissions from '@/content/admissions';
import * as annualReports from '@/content/annual-reports';
import * as blog from '@/content/blog';
import * as calendar from '@/content/calendar';
import * as campuses from '@/content/campuses';
import * as childSafety from '@/content/child-safety';
import * as contact from '@/content/contact';
import * as disclosure from '@/content/disclosure';
import * as fees from '@/content/fees';
import * as footer from '@/content/footer';
import * as home from '@/content/home';
import * as ids from '@/content/ids';
import * as images from '@/content/images';
import * as languages from '@/content/languages';
import * as leaders from '@/content/leaders';
import * as life from '@/content/life';
import * as mpdAirport from '@/content/mpd/airport';
import * as mpdCity from '@/content/mpd/city';
import * as mpdLabels from '@/content/mpd/labels';
import * as mpdOsmanpura from '@/content/mpd/osmanpura';
import * as navigation from '@/content/navigation';
import * as noticesModule from '@/content/notices';
import * as pages from '@/content/pages';
import * as privacy from '@/content/privacy';
import * as search from '@/content/search';
import * as site from '@/content/site';
import * as transferCertificates from '@/content/transfer-certificates';
import * as visit from '@/content/visit';
import { readMarkdownFiles } from '@/lib/markdown-files';
import { readPostFiles } from '@/lib/post-files';
import { NOTICES_FOLDER } from '@/content/notices';
import type { WrittenText } from './production-check';
import type { ContentFiles } from './validate';

const without = (exports: Record<string, unknown>, name: string) =>
  Object.fromEntries(Object.entries(exports).filter(([key]) => key !== name));

export const contentFiles: ContentFiles = {
  'content/about.ts': { ...about },
  'content/accessibility.ts': { ...accessibility },
  'content/accolades.ts': { ...accolades },
  'content/admissions.ts': { ...admissions },
  'content/annual-reports.ts': { ...annualReports },
  // Its posts are checked as the files they come from (below).
  'content/blog.ts': without(blog, 'posts'),
  'content/calendar.ts': { ...calendar },
  'content/campuses.ts': { ...campuses },
  'content/child-safety.ts': { ...childSafety },
  'content/contact.ts': { ...contact },
  'content/disclosure.ts': { ...disclosure },
  'content/fees.ts': { ...fees },
  'content/footer.ts': { ...footer },
  'content/home.ts': { ...home },
  'content/ids.ts': { ...ids },
  'content/images.ts': { ...images },
  'content/languages.ts': { ...languages },
  'content/leaders.ts': { ...leaders },
  'content/life.ts': { ...life },
  'content/mpd/airport.ts': { ...mpdAirport },
  'content/mpd/city.ts': { ...mpdCity },
  'content/mpd/labels.ts': { ...mpdLabels },
  'content/mpd/osmanpura.ts': { ...mpdOsmanpura },
  'content/navigation.ts': { ...navigation },
  // Its notices are checked as the files they come from (below).
  'content/notices.ts': without(noticesModule, 'notices'),
  'content/pages.ts': { ...pages },
  'content/privacy.ts': { ...privacy },
  'content/search.ts': { ...search },
  'content/site.ts': { ...site },
  'content/transfer-certificates.ts': { ...transferCertificates },
  'content/visit.ts': { ...visit },
  ...postFiles(),
  ...noticeFiles(),
};

/** The post files of `dir` (the real ones by default), each as its front matter. */
export function postFiles(dir?: string): ContentFiles {
  return Object.fromEntries(readPostFiles(dir).map(({ file, frontMatter }) => [file, frontMatter]));
}

/** The notice files of `dir` (the real ones by default), each as its front matter. */
export function noticeFiles(dir?: string): ContentFiles {
  return Object.fromEntries(
    readMarkdownFiles(NOTICES_FOLDER, dir).map(({ file, frontMatter }) => [file, frontMatter]),
  );
}

/**
 * The running text editors write, each with its file and field: every notice's body (from the
 * notice files of `dir`) and every event's description and location.
 */
export function writtenTexts(dir?: string): WrittenText[] {
  const events = calendar.calendar.events.flatMap((event, i) =>
    (['description', 'location'] as const).map((key) => ({
      file: 'content/calendar.ts',
      field: `calendar.events[${i}].${key}`,
      text: event[key],
    })),
  );
  const noticeBodies = readMarkdownFiles(NOTICES_FOLDER, dir).map(({ file, body }) => ({
    file,
    field: 'body',
    text: body,
  }));
  return [...noticeBodies, ...events];
}
