// What a school owes the families it collects data from: the privacy notice, the accessibility
// statement and the child-safety page. Names, e-mails and phones the school has not confirmed
// yet are `fictional: true`: the demo build shows them, the production build refuses them.
import { z } from 'zod';
import { campusId, fictionalMark, isoDate, nonNegative, text, uniqueBy, verbatim } from './common';

/** A fact only the school can give; `fictional: true` while the demo's stand-in is shown. */
function fact<T extends z.ZodType>(value: T) {
  return z.strictObject({ value, fictional: fictionalMark });
}
/**
 * Names, phones and addresses are shown as the school gives them in every language: a translation
 * cannot keep a stale copy of a stand-in the school has replaced.
 */
export const factText = fact(verbatim);
export const factEmail = fact(z.email());
export const factUrl = fact(z.url());
/** A fact in words: translated like any text, refused by the production build while a stand-in. */
export const factWords = fact(text);
export type Fact = z.infer<typeof factText>;

const heading = text;

/**
 * Whether the school has read the page and confirmed its policies (response times, retention,
 * committees): written for the demo, they are the school's to confirm before the site goes live.
 */
const confirmedBySchool = z.boolean();

/** Someone a family can contact: the role they hold and how to reach them. */
export const contactPerson = z.strictObject({
  role: text,
  name: factText,
  email: factEmail,
  phone: factText,
});
export type ContactPerson = z.infer<typeof contactPerson>;

/** A titled run of paragraphs. */
export const prose = z.strictObject({ heading, paragraphs: z.array(text).min(1) });
/** A titled list. */
export const titledList = z.strictObject({ heading, intro: text.optional(), items: z.array(text) });

/** The footer's privacy summary, the target of every page's 'Privacy Policy' link. */
export const privacySummary = z.strictObject({ heading, text, linkLabel: text });

export const privacyNotice = z.strictObject({
  confirmedBySchool,
  lastUpdated: isoDate,
  intro: z.array(text).min(1),
  controller: z.strictObject({ heading, text, legalName: factText, address: factText }),
  contact: z.strictObject({
    heading,
    text,
    person: contactPerson,
    hours: text,
    responseTime: text,
  }),
  collections: z.strictObject({
    heading,
    items: z.array(
      z.strictObject({
        name: text,
        summary: text,
        /** What each field of a form is for; empty where nothing is collected. */
        fields: z.array(
          z.strictObject({
            field: text,
            purpose: text,
            /**
             * The names the field is sent under (the visit request's `template_params` keys): an
             * end-to-end test compares them, in each language, with the request the form sends.
             */
            params: z.array(z.string().regex(/^[a-z_]+$/)).min(1),
            /** Sent only from the Marathi and Hindi pages. */
            translatedPagesOnly: z.literal(true).optional(),
          }),
        ),
      }),
    ),
  }),
  /**
   * Every other website a visitor's browser may contact, with when and why. A unit test compares
   * the hosts with the ones the site's Content-Security-Policy allows.
   */
  hosts: z.strictObject({
    heading,
    intro: text,
    labels: z.strictObject({ when: text, why: text, where: text, keeps: text }),
    items: uniqueBy(
      z.strictObject({
        /** The host name, as the Content-Security-Policy allows it ('api.emailjs.com'). */
        host: verbatim,
        name: text,
        when: text,
        why: text,
        /** Where the service processes what it receives, and how long it keeps it. */
        where: factWords.optional(),
        keeps: factWords.optional(),
      }),
      'host',
    ),
    /**
     * The links that leave the site (WhatsApp, the social pages, the phone's dialler and maps
     * app): they send nothing until tapped, and then the service the visitor goes to is its own.
     */
    linksOut: text,
  }),
  recipients: titledList,
  retention: z.strictObject({
    heading,
    /** How long a visit request is kept from the day it arrives; '{months}' in texts. */
    months: nonNegative.min(12),
    /** How many days the web server's logs are kept; '{logDays}' in texts. */
    logDays: nonNegative.min(365),
    text,
    /**
     * What a host that keeps its own request logs, for a period the school cannot set (Netlify,
     * Cloudflare Pages), keeps and for how long: the school names its host and that host's
     * period, or removes this where it sets the period itself (nginx, CloudFront's log bucket).
     */
    hostLogs: factWords.optional(),
  }),
  rights: z.strictObject({
    heading,
    intro: text,
    items: z.array(z.strictObject({ right: text, how: text })),
  }),
  board: z.strictObject({ heading, text, linkLabel: text, href: factUrl }),
  children: prose,
  law: prose,
  /**
   * The site editor at /admin/, for the school's staff: who may use it, what it keeps in their
   * browser and for how long, the sign-in cookie, and every other website its page contacts.
   */
  editor: z.strictObject({
    heading,
    paragraphs: z.array(text).min(1),
    hostsIntro: text,
    /**
     * The other websites the editor's page contacts. A unit test compares them with the hosts
     * the editor's Content-Security-Policy allows (`editorPolicy` in deploy/csp.mjs), except those
     * marked `signInWindow`: reached only by the sign-in window, which that policy does not govern.
     */
    hosts: uniqueBy(
      z.strictObject({
        host: verbatim,
        name: text,
        why: text,
        signInWindow: z.literal(true).optional(),
      }),
      'host',
    ),
    /**
     * The sign-in helper (the host of ADMIN_AUTH_URL): its host is the school's own, a stand-in
     * until the school names it; the production build also refuses one that is not the host the
     * editor is built with.
     */
    signIn: z.strictObject({ host: factText, name: text, why: text }),
  }),
  /** The visit form's line before its submit button; '{months}' as above. */
  visitFormNotice: z.strictObject({ text, linkLabel: text }),
  summary: privacySummary,
});
export type PrivacyNotice = z.infer<typeof privacyNotice>;

export const accessibilityStatement = z.strictObject({
  confirmedBySchool,
  lastReviewed: isoDate,
  intro: z.array(text).min(1),
  standard: prose,
  /** '{pages}' is the number of pages the site builds, '{widths}' the widths tested. */
  testing: titledList,
  /** The screen widths every page is checked at; the end-to-end tests read them from here. */
  testedWidths: z.array(nonNegative.min(320)).min(1),
  works: titledList,
  knownIssues: z.strictObject({
    heading,
    intro: text,
    items: z.array(z.strictObject({ issue: text, instead: text })),
  }),
  feedback: z.strictObject({
    heading,
    text,
    person: contactPerson,
    responseTime: text,
  }),
  enforcement: prose,
});
export type AccessibilityStatement = z.infer<typeof accessibilityStatement>;

const committeeMember = z.strictObject({ name: factText, role: text });

export const campusSafeguarding = z.strictObject({
  campusId,
  /** Reports of bullying, in person or by e-mail. */
  antiBullyingCommittee: z.array(committeeMember).min(1),
  /** The POCSO internal committee: complaints of sexual abuse or harassment. */
  pocsoCommittee: z.array(committeeMember).min(1),
  grievanceOfficer: contactPerson,
});
export type CampusSafeguarding = z.infer<typeof campusSafeguarding>;

/**
 * The national helplines shown on the child-safety page, in every page's footer and on the 404
 * page: each with the numbers to dial (the same in every language) and what it is for, in full
 * (`purpose`) and in a few words for the footer (`summary`).
 */
export const helplines = z.strictObject({
  heading,
  intro: text,
  footerHeading: heading,
  items: uniqueBy(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/),
      name: text,
      numbers: z.array(verbatim.regex(/^\d[\d-]*\d$/)).min(1),
      purpose: text,
      summary: text,
    }),
    'id',
  ),
});
export type Helplines = z.infer<typeof helplines>;

/** A campus counsellor's own confidential ways in: the counsellor is named by the disclosure. */
export const campusCounselling = z.strictObject({
  campusId,
  /** Where and when pupils can drop in, e.g. 'Room 14, ground floor; Monday to Friday …'. */
  dropIn: text,
  email: factEmail,
  phone: factText,
});

/**
 * A campus's safeguarding people as its folder writes them
 * (content/campuses/{campus}/safeguarding.*.yml): its committees, its grievance redressal officer
 * and its counsellor's confidential ways in (the counsellor is named by its disclosure record).
 */
export const campusSafeguardingEntry = z.strictObject({
  antiBullyingCommittee: campusSafeguarding.shape.antiBullyingCommittee.meta({
    title: 'Anti-bullying committee',
    description: 'Its chair, a teacher and a parent: each with a name and a role. No pupil’s name.',
  }),
  pocsoCommittee: campusSafeguarding.shape.pocsoCommittee.meta({
    title: 'POCSO committee',
    description:
      'The committee for complaints of sexual abuse or harassment: each member’s name and role.',
  }),
  grievanceOfficer: contactPerson.meta({
    title: 'Grievance redressal officer',
    description: 'Whom parents call or write to with a concern: role, name, e-mail and phone.',
  }),
  counselling: campusCounselling.omit({ campusId: true }).meta({
    title: 'Counsellor’s ways in',
    description:
      'Where and when pupils can drop in, and the counsellor’s own e-mail and phone (the disclosure names the counsellor).',
  }),
});
export type CampusSafeguardingEntry = z.infer<typeof campusSafeguardingEntry>;

export const childSafety = z.strictObject({
  confirmedBySchool,
  lastUpdated: isoDate,
  intro: z.array(text).min(1),
  report: titledList,
  afterReport: titledList,
  campusesHeading: text,
  commitments: titledList,
  /** Mental health and counselling: what the counsellor is for and how to reach them privately. */
  counselling: z.strictObject({
    heading,
    paragraphs: z.array(text).min(1),
    waysIn: titledList,
    labels: z.strictObject({ counsellor: text, dropIn: text, phone: text, email: text }),
  }),
  labels: z.strictObject({
    counsellor: text,
    antiBullyingCommittee: text,
    pocsoCommittee: text,
    grievanceOfficer: text,
    campusPhone: text,
  }),
});
export type ChildSafety = z.infer<typeof childSafety>;

/** The labels the three pages share. */
export const trustLabels = z.strictObject({
  lastUpdated: text,
  lastReviewed: text,
  email: text,
  phone: text,
  contents: text,
});
export type TrustLabels = z.infer<typeof trustLabels>;
