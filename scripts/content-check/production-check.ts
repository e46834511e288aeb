// What a production build refuses: every demo value still in use. One list, each entry naming
// the content file and field (or the environment variable) to change. Pure: the content, the
// image manifest and the PDFs' bytes come in as arguments.
import { privacyWords, wordsEntryFile } from '@/content/words-collections';
import type { CampusContactEntry } from '@/content/schema';
import type { SchoolEntry } from '@/content/shapes/school';
import type { ContentFiles, ContentIssue } from './validate';
import type { ContentImage } from './content-images';
import type { ImageManifest } from '@/lib/images';
import { isSamplePdf } from './pdf-info';
import { findStandIns } from './stand-ins';
import { originalStem } from './image-sources';

/** The demonstration's e-mail service ids: an account that sends nothing to any school. */
export const DEMO_EMAIL_SERVICE = {
  serviceId: 'service_aurora_demo',
  templateId: 'template_aurora_visit',
  publicKey: 'aurora_demo_public_key',
};

export interface ProductionCheckInput {
  /** The address the site is built for (NEXT_PUBLIC_SITE_URL), and the demo's. */
  siteUrl: { value: string; demo: string };
  /** The school's entry and its file (content/school/school.en.yml). */
  school?: { file: string; entry: SchoolEntry };
  /** Each campus's contacts, with the file they are written in (content/campuses/{campus}/contact.en.yml). */
  contacts: readonly { file: string; contact: CampusContactEntry }[];
  images: readonly ContentImage[];
  manifest: Partial<ImageManifest>;
  /** Every disclosure PDF: where content names it, and its bytes (null when missing). */
  pdfs: readonly { file: string; field: string; path: string; bytes: Uint8Array | null }[];
  /** The site's own fallback drawing (content/site.ts), part of the design. */
  placeholderImageSrc: string;
  /** Every content file, for the values it marks as demo stand-ins (stand-ins.ts). */
  content?: ContentFiles;
  /** Running text editors write (a notice's body, an event's description), by file and field. */
  texts?: readonly WrittenText[];
  /**
   * The site editor the build writes (absent with ADMIN=off): the sign-in helper it is built
   * with (ADMIN_AUTH_URL, unset when Decap's default is used) and the host the privacy notice
   * names for it.
   */
  editorSignIn?: { authUrl?: string; noticeHost: string };
}

/** Where the editor's GitHub sign-in goes when no helper is configured (Decap's default). */
export const DECAP_DEFAULT_AUTH_URL = 'https://api.netlify.com';

/**
 * The privacy notice names the host the editor really signs in through: a notice naming another
 * would tell the staff a wrong address for the helper that handles their GitHub token.
 */
function editorSignInIssues({ authUrl, noticeHost }: { authUrl?: string; noticeHost: string }) {
  const field = { file: wordsEntryFile(privacyWords), field: 'privacyNotice.editor.signIn.host' };
  let host: string;
  try {
    host = new URL(authUrl ?? DECAP_DEFAULT_AUTH_URL).host;
  } catch {
    return [{ ...field, message: `ADMIN_AUTH_URL "${authUrl}" is not an address` }];
  }
  if (host === noticeHost) return [];
  const from = authUrl ? 'ADMIN_AUTH_URL' : "Decap's default, as ADMIN_AUTH_URL is not set";
  return [
    {
      ...field,
      message: `"${noticeHost}" is not the editor's sign-in helper: the editor signs in through ${host} (${from}); name that host here`,
    },
  ];
}

export interface WrittenText {
  file: string;
  field: string;
  text: string;
}

/** RFC 2606 reserves .example for documentation: no real address ends in it. */
const isExampleHost = (value: string) => /^[^@]*@[^@]+\.example$|\.example(?:[/:]|$)/.test(value);
/** The demo's phone numbers are written with a run of zeros: +91 00000 11111. */
const isDemoPhone = (value: string) => /(^|\D)0{5}(\D|$)/.test(value);
/** The demo's addresses: plot, survey and house numbers of zeros, and the PIN 431000. */
const isDemoAddress = (value: string) => /\b0{2,}\b|\b431000\b/.test(value);

/** What reads as a phone number in running text: digits, spaces and hyphens, a leading '+'. */
const PHONE_IN_TEXT = /\+?\d[\d -]{6,}\d/g;
/** A word with .example in it (an e-mail or web address), without the punctuation around it. */
const EXAMPLE_IN_TEXT = /[^\s()<>"'[\]]*\.example\b[^\s()<>"'[\]]*/g;

/** The demo phone numbers and .example addresses written in a text, each with what it is. */
function placeholdersIn(text: string): string[] {
  const phones = (text.match(PHONE_IN_TEXT) ?? [])
    .filter(isDemoPhone)
    .map((phone) => `"${phone}" is a demo phone number`);
  const addresses = (text.match(EXAMPLE_IN_TEXT) ?? [])
    .map((word) => word.replace(/[.,;:!?]+$/, ''))
    .filter(isExampleHost)
    .map((address) => `"${address}" is a demo address`);
  return [...phones, ...addresses];
}

/** The demo's values still in the school's entry: its portal, e-mail service, inbox, pages, numbers. */
function schoolPlaceholders(SCHOOL: string, school: SchoolEntry): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (file: string, field: string, message: string) =>
    issues.push({ file, field, message });
  if (isExampleHost(school.portal)) {
    add(SCHOOL, 'portal', `"${school.portal}" is the demo portal: give the school's own`);
  }
  for (const key of Object.keys(DEMO_EMAIL_SERVICE) as (keyof typeof DEMO_EMAIL_SERVICE)[]) {
    if (school.emailService[key] === DEMO_EMAIL_SERVICE[key]) {
      add(
        SCHOOL,
        `emailService.${key}`,
        `"${school.emailService[key]}" is the demo e-mail service: give the school's own EmailJS account's`,
      );
    }
  }
  if (isExampleHost(school.visitsInbox)) {
    add(SCHOOL, 'visitsInbox', `"${school.visitsInbox}" is a demo address`);
  }
  school.social.forEach((link, i) => {
    if (isExampleHost(link.href)) add(SCHOOL, `social[${i}].href`, `"${link.href}" is a demo link`);
  });
  for (const key of ['number', 'schoolCode'] as const) {
    if (/^0+$/.test(school.affiliation[key])) {
      add(
        SCHOOL,
        `affiliation.${key}`,
        `"${school.affiliation[key]}" is the demo's: give the one CBSE gave the school`,
      );
    }
  }
  return issues;
}

export function findProductionPlaceholders(input: ProductionCheckInput): ContentIssue[] {
  const { siteUrl } = input;
  const issues: ContentIssue[] = [];
  const add = (file: string, field: string, message: string) =>
    issues.push({ file, field, message });

  if (siteUrl.value === siteUrl.demo || isExampleHost(siteUrl.value)) {
    add(
      'content/site.ts',
      'siteSettings.url',
      `"${siteUrl.value}" is the demo address: the host sets NEXT_PUBLIC_SITE_URL to the site's own`,
    );
  }
  if (input.school) issues.push(...schoolPlaceholders(input.school.file, input.school.entry));
  for (const { file, contact } of input.contacts) {
    for (const which of ['primary', 'secondary'] as const) {
      if (isDemoPhone(contact.phones[which])) {
        add(file, `phones.${which}`, `"${contact.phones[which]}" is a demo phone number`);
      }
    }
    if (isDemoAddress(contact.address)) {
      add(file, 'address', `"${contact.address}" is a demo address`);
    }
    if (isExampleHost(contact.email)) {
      add(file, 'email', `"${contact.email}" is a demo address`);
    }
  }

  const seen = new Set<string>();
  for (const image of input.images) {
    if (seen.has(image.src) || !input.manifest[image.src]?.placeholder) continue;
    seen.add(image.src);
    // The site's own fallback drawing is part of the design, not a stand-in for a photo.
    if (image.src === input.placeholderImageSrc) continue;
    add(
      image.file,
      image.field,
      `"${image.src}" is still a placeholder drawing: put the photo at content/${originalStem(image.src)}.jpg`,
    );
  }
  for (const pdf of input.pdfs) {
    if (pdf.bytes && isSamplePdf(pdf.bytes)) {
      add(
        pdf.file,
        pdf.field,
        `"${pdf.path}" is a generated sample: replace it with the real document`,
      );
    }
  }
  // A notice or an event is the school's own news: only a demo number or address in it is refused.
  for (const { file, field, text } of input.texts ?? []) {
    for (const message of placeholdersIn(text)) add(file, field, message);
  }
  if (input.content) issues.push(...findStandIns(input.content));
  if (input.editorSignIn) issues.push(...editorSignInIssues(input.editorSignIn));
  return issues;
}
