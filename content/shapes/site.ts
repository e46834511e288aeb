// The site's settings, the footer and the visit form.
import { z } from 'zod';
import {
  text,
  verbatim,
  nonNegative,
  sitePath,
  link,
  uniqueBy,
  imageRef,
  campusId,
  phonePair,
} from './common';

/** The footer's entry for one campus: its heading, address and phones. */
export const campusContact = z.strictObject({
  campusId,
  /** e.g. 'Aurora Global School, City Campus' */
  heading: text,
  address: verbatim,
  phones: phonePair,
});
export type CampusContact = z.infer<typeof campusContact>;

export const socialLink = z.strictObject({
  network: z.enum(['facebook', 'youtube', 'instagram']),
  label: text,
  href: z.url(),
});
export type SocialLink = z.infer<typeof socialLink>;

export const siteConfig = z.strictObject({
  name: text,
  /** Absolute origin the site is deployed at; canonical URLs and the sitemap use it. */
  url: z.url(),
  description: text,
  logo: imageRef,
  /** The picture link previews show (Open Graph, 1200 x 630). */
  socialImage: imageRef,
  /** Shown when the logo (or a leader's photo) fails to load. */
  placeholderImage: imageRef,
  /** External admission/login portal ('Login'); 'Apply Now' goes to {portal}/admission_form. */
  portalUrl: z.url(),
  admissionFormUrl: z.url(),
  /** Fixed inbox that receives visit requests. */
  schoolInbox: z.email(),
  emailService: z.strictObject({ serviceId: verbatim, templateId: verbatim, publicKey: verbatim }),
  /** Hard bound on how long a visit request may stay in 'Sending...'. */
  emailSendTimeoutMs: nonNegative,
  campusContacts: uniqueBy(campusContact, 'campusId'),
  social: z.array(socialLink),
  copyrightYear: nonNegative,
  poweredBy: verbatim,
  affiliation: text,
});
export type SiteConfig = z.infer<typeof siteConfig>;

export const footerContent = z.strictObject({
  /** Screen-reader heading of the footer, read after the school's name. */
  srHeadingAfterName: text,
  /** Accessible name of the campus addresses section. */
  campusesLabel: text,
  quickLinksHeading: text,
  communityHeading: text,
  contactHeading: text,
  contactForm: z.strictObject({
    /** Accessible name of the form. */
    label: text,
    placeholders: z.strictObject({
      firstName: text,
      lastName: text,
      email: text,
      subject: text,
      message: text,
    }),
    submitLabel: text,
    /**
     * What the form does, in its own words: it sends nothing, and how to reach the school
     * instead. `before` is shown before the fields (the form's description), `after` in the
     * status line after Submit; on the child-safety page the `safety…` words put that page's own
     * contacts first, `safetyOtherwise` then leads to the school's.
     */
    note: z.strictObject({
      before: text,
      after: text,
      safetyBefore: text,
      safetyAfter: text,
      safetyOtherwise: text,
    }),
  }),
  privacyLabel: text,
  privacyHref: link,
  /** Label before the two phone numbers of each campus. */
  mobLabel: text,
  copyrightLine: text,
  poweredByLine: text,
});
export type FooterContent = z.infer<typeof footerContent>;

export const visitContent = z.strictObject({
  title: text,
  /** Keep the literal {campusName} token: it is replaced with the campus (or school) name. */
  intro: text,
  labels: z.strictObject({
    name: text,
    phone: text,
    email: text,
    preferredDate: text,
    preferredTime: text,
    message: text,
  }),
  timePlaceholder: text,
  timeSlots: z.array(text),
  submitLabel: text,
  sendingLabel: text,
  successMessage: text,
  errorMessage: text,
  /** After success, the modal closes after this many milliseconds. */
  closeAfterMs: nonNegative,
  openLabel: text,
  /** Accessible name of the modal's × button. */
  closeLabel: text,
  /** Sender e-mail addresses that may never send a request (known spam). */
  blockedSenders: z.array(z.email()),
  /** The link behind 'Schedule a Visit' (/contact, not a page of its own); its click opens the modal. */
  contactHref: sitePath,
  /** The line before the submit button: what the details are for, and the privacy notice. */
  privacyNote: z.strictObject({
    /** '{months}' is how long a request is kept (VISIT_RETENTION_MONTHS). */
    text,
    linkLabel: text,
    /** Read by screen readers after the link: it opens in a new tab, so nothing typed is lost. */
    newTabNote: text,
  }),
});

export type VisitContent = z.infer<typeof visitContent>;
