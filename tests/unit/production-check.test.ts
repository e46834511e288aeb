/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import manifest from '@/content/generated/images.json';
import { schoolCollection } from '@/content/collections';
import type { SchoolEntry } from '@/content/shapes/school';
import { DEMO_SITE_URL, siteSettings } from '@/content/site';
import { collectionEntries } from '@/lib/content/collections.server';
import { collectContentImages } from '@/scripts/content-check/content-images';
import {
  campusContactFiles,
  siteContentFiles,
  writtenTexts,
} from '@/scripts/content-check/content-files';
import { formatIssue } from '@/scripts/content-check/validate';
import type { ImageManifest } from '@/lib/images';
import {
  findProductionPlaceholders,
  type ProductionCheckInput,
} from '@/scripts/content-check/production-check';

const images = collectContentImages(siteContentFiles());
const [schoolEntry] = collectionEntries(schoolCollection);
const school = { file: schoolEntry!.english.file, entry: schoolEntry!.english.data as SchoolEntry };
const samplePdf = readFileSync(path.join(process.cwd(), 'public/MPD/city/affiliation.pdf'));

/** The demo as it is today. */
const demo: ProductionCheckInput = {
  siteUrl: { value: siteSettings.url, demo: DEMO_SITE_URL },
  school,
  placeholderImageSrc: siteSettings.placeholderImage.src,
  contacts: campusContactFiles(),
  images,
  manifest: manifest as unknown as ImageManifest,
  pdfs: [
    {
      file: 'content/campuses/city/disclosure.yml',
      field: 'documents.x.pdf',
      path: '/MPD/x.pdf',
      bytes: samplePdf,
    },
  ],
};

/** The same site with every demo value replaced, as a school would before going live. */
function live(): ProductionCheckInput {
  const realSchool: SchoolEntry = {
    ...school.entry,
    portal: 'https://portal.auroraglobal.edu.in',
    visitsInbox: 'visits@auroraglobal.edu.in',
    emailService: { serviceId: 'service_x1', templateId: 'template_x1', publicKey: 'pk_x1' },
    social: school.entry.social.map((link) => ({
      ...link,
      href: `https://social.in/${link.network}`,
    })),
    affiliation: { number: '1130123', schoolCode: '12345' },
  };
  const photos = Object.fromEntries(
    Object.entries(manifest as unknown as ImageManifest).map(([src, entry]) => [
      src,
      { ...entry, placeholder: false },
    ]),
  );
  return {
    ...demo,
    siteUrl: { value: 'https://www.auroraglobal.edu.in', demo: DEMO_SITE_URL },
    school: { file: school.file, entry: realSchool },
    contacts: demo.contacts.map(({ file, contact }) => ({
      file,
      contact: {
        ...contact,
        address: 'Plot 12, Station Road, Chhatrapati Sambhajinagar 431001',
        phones: { primary: '+91 98220 12345', secondary: '+91 98220 54321' },
        email: `${file.split('/').at(-1)!.split('.')[0]}@auroraglobal.edu.in`,
      },
    })),
    manifest: photos,
    pdfs: [{ ...demo.pdfs[0]!, bytes: new TextEncoder().encode('%PDF-1.7 real') }],
  };
}

describe('findProductionPlaceholders', () => {
  const found = findProductionPlaceholders(demo).map(formatIssue);
  const fieldsOf = (file: string) =>
    findProductionPlaceholders(demo)
      .filter((issue) => issue.file === file)
      .map((issue) => issue.field);

  it('lists the demo site URL, portal and all three e-mail service ids', () => {
    expect(found).toEqual(
      expect.arrayContaining([
        'content/site.ts › siteSettings.url: "https://www.aurora-school.example" is the demo address: the host sets NEXT_PUBLIC_SITE_URL to the site\'s own',
        'content/school/school.en.yml › portal: "https://portal.aurora-school.example" is the demo portal: give the school\'s own',
        'content/school/school.en.yml › emailService.serviceId: "service_aurora_demo" is the demo e-mail service: give the school\'s own EmailJS account\'s',
        'content/school/school.en.yml › emailService.templateId: "template_aurora_visit" is the demo e-mail service: give the school\'s own EmailJS account\'s',
        'content/school/school.en.yml › emailService.publicKey: "aurora_demo_public_key" is the demo e-mail service: give the school\'s own EmailJS account\'s',
      ]),
    );
  });

  it('lists the demo affiliation numbers and inbox', () => {
    expect(fieldsOf('content/school/school.en.yml')).toEqual(
      expect.arrayContaining(['affiliation.number', 'affiliation.schoolCode', 'visitsInbox']),
    );
  });

  it("lists each campus's demo phones, address and e-mail, in its contacts file", () => {
    expect(found.filter((line) => /^content\/campuses\/[a-z-]+\/contact\./.test(line))).toEqual([
      'content/campuses/city/contact.en.yml › phones.primary: "+91 00000 11111" is a demo phone number',
      'content/campuses/city/contact.en.yml › phones.secondary: "+91 00000 22222" is a demo phone number',
      'content/campuses/city/contact.en.yml › address: "Plot 00, Station Road, near Central Bus Stand, City Centre, Chhatrapati Sambhajinagar 431000" is a demo address',
      'content/campuses/city/contact.en.yml › email: "city@aurora-school.example" is a demo address',
      'content/campuses/airport/contact.en.yml › phones.primary: "+91 00000 33333" is a demo phone number',
      'content/campuses/airport/contact.en.yml › phones.secondary: "+91 00000 44444" is a demo phone number',
      'content/campuses/airport/contact.en.yml › address: "Survey No. 000, Jalna Road, opposite Airport Gate, Chikalthana, Chhatrapati Sambhajinagar 431000" is a demo address',
      'content/campuses/airport/contact.en.yml › email: "airport@aurora-school.example" is a demo address',
      'content/campuses/osmanpura/contact.en.yml › phones.primary: "+91 00000 33333" is a demo phone number',
      'content/campuses/osmanpura/contact.en.yml › phones.secondary: "+91 00000 44444" is a demo phone number',
      'content/campuses/osmanpura/contact.en.yml › address: "House 00, Peer Bazaar Lane, Osmanpura, Chhatrapati Sambhajinagar 431000" is a demo address',
      'content/campuses/osmanpura/contact.en.yml › email: "osmanpura@aurora-school.example" is a demo address',
    ]);
  });

  it('reads a phone changed in a contacts file', () => {
    const [city, ...others] = demo.contacts;
    const changed = {
      ...demo,
      contacts: [
        {
          ...city!,
          contact: {
            ...city!.contact,
            phones: { primary: '+91 240 234 5678', secondary: '+91 00000 22222' },
          },
        },
        ...others,
      ],
    };
    const cityLines = findProductionPlaceholders(changed)
      .map(formatIssue)
      .filter((line) => line.startsWith('content/campuses/city/contact.en.yml › phones'));
    expect(cityLines).toEqual([
      'content/campuses/city/contact.en.yml › phones.secondary: "+91 00000 22222" is a demo phone number',
    ]);
  });

  it('lists every image still drawn, once, with the field that uses it', () => {
    expect(found).toContain(
      'content/words/home.en.yml › home.hero.image: "/images/hero/home.webp" is still a placeholder drawing: put the photo at content/photos/hero/home.jpg',
    );
    const drawn = found.filter((line) => line.includes('placeholder drawing'));
    const distinct = new Set(images.map((image) => image.src));
    // Every referenced image is a drawing today, except the site's own fallback picture.
    expect(drawn).toHaveLength(distinct.size - 1);
  });

  it('lists a sample disclosure PDF', () => {
    expect(found).toContain(
      'content/campuses/city/disclosure.yml › documents.x.pdf: "/MPD/x.pdf" is a generated sample: replace it with the real document',
    );
  });

  it('passes a site whose every demo value has been replaced', () => {
    expect(findProductionPlaceholders(live()).map(formatIssue)).toEqual([]);
  });
});

describe("the privacy notice names the editor's sign-in helper the build uses", () => {
  const check = (editorSignIn: ProductionCheckInput['editorSignIn']) =>
    findProductionPlaceholders({ ...live(), editorSignIn }).map(formatIssue);

  it('passes the helper named by ADMIN_AUTH_URL, and a build without the editor', () => {
    expect(
      check({ authUrl: 'https://cms-auth.school.in', noticeHost: 'cms-auth.school.in' }),
    ).toEqual([]);
    expect(check(undefined)).toEqual([]);
  });

  it('refuses a notice that names another host, naming the one the editor uses', () => {
    expect(
      check({
        authUrl: 'https://cms-auth.school.in',
        noticeHost: 'cms-auth.aurora-school.example',
      }),
    ).toEqual([
      'content/words/privacy.en.yml › privacyNotice.editor.signIn.host: "cms-auth.aurora-school.example" is not the editor\'s sign-in helper: the editor signs in through cms-auth.school.in (ADMIN_AUTH_URL); name that host here',
    ]);
  });

  it("reads an unset ADMIN_AUTH_URL as Decap's default, Netlify's helper", () => {
    expect(check({ noticeHost: 'api.netlify.com' })).toEqual([]);
    expect(check({ noticeHost: 'cms-auth.school.in' })[0]).toContain(
      "signs in through api.netlify.com (Decap's default, as ADMIN_AUTH_URL is not set)",
    );
    expect(check({ authUrl: 'not an address', noticeHost: 'x' })[0]).toContain('is not an address');
  });
});

describe('demo phones and addresses written in notices and events', () => {
  const SPORTS_DAY = 'content/notices/2026-11-23-sports-day.en.md';
  const PTM_OTHERS = 'content/events/2026-08-01-ptm-airport-osmanpura-august-2026.en.yml';
  const TEACHERS_DAY = 'content/events/2026-09-05-teachers-day-2026.en.yml';
  const textIssues = (texts: ProductionCheckInput['texts']) =>
    findProductionPlaceholders({ ...live(), texts }).map(formatIssue);

  it("names the sample notice's demo phone, with its file and field", () => {
    expect(textIssues(writtenTexts())).toEqual([
      `${SPORTS_DAY} › body: "+91 00000 88888" is a demo phone number`,
    ]);
  });

  it("names a .example address or demo phone in an event's description or location", () => {
    const texts = writtenTexts().map((written) =>
      written.file === PTM_OTHERS && written.field === 'description'
        ? {
            ...written,
            text: 'Write to office@aurora-school.example, or see https://x.example/ptm.',
          }
        : written.file === TEACHERS_DAY && written.field === 'location'
          ? { ...written, text: 'Hall B, phone 0240-000001 or +91 00000 12345' }
          : written,
    );
    expect(textIssues(texts)).toEqual([
      `${SPORTS_DAY} › body: "+91 00000 88888" is a demo phone number`,
      `${PTM_OTHERS} › description: "office@aurora-school.example" is a demo address`,
      `${PTM_OTHERS} › description: "https://x.example/ptm" is a demo address`,
      `${TEACHERS_DAY} › location: "+91 00000 12345" is a demo phone number`,
    ]);
  });

  it('refuses no notice or event itself: with real numbers and addresses the texts pass', () => {
    const texts = writtenTexts().map((written) => ({
      ...written,
      text: written.text.replace('+91 00000 88888', '+91 98220 88888'),
    }));
    expect(texts.some((written) => written.file === SPORTS_DAY)).toBe(true);
    expect(texts.filter((written) => written.file.startsWith('content/notices/'))).toHaveLength(6);
    expect(textIssues(texts)).toEqual([]);
  });
});
