// The site's settings, the footer and the visit form.
import { z } from 'zod';
import {
  fictionalMark,
  imageRef,
  imageSrc,
  link,
  nonNegative,
  sitePath,
  text,
  type CampusId,
  verbatim,
  words,
} from './common';
import { geoPoint } from './transport';

/** A phone number as visitors dial it: digits and spaces, with the country code. */
const phoneNumber = z
  .string()
  .regex(/^\+?[\d ]{8,20}$/, 'must be a phone number: digits and spaces, such as +91 240 123 4567');

/**
 * A WhatsApp address a phone opens in the app: a business number's chat link
 * (https://wa.me/ and the number's digits with the country code) or a channel's link.
 */
export const whatsappLink = z
  .string()
  .regex(
    /^https:\/\/(?:wa\.me\/[1-9]\d{7,14}|whatsapp\.com\/channel\/[A-Za-z0-9]{10,40})$/,
    'must be a WhatsApp link: https://wa.me/ and the number’s digits with the country code (https://wa.me/912401234567), or a channel’s link (https://whatsapp.com/channel/…)',
  );

/**
 * One campus's contacts: a file of the campus contacts collection
 * (content/campuses/{campus}/contact.en.yml), shown in the footer, the campus pages, the contact
 * blocks, the disclosure and the search engines' data. Its heading is translated; the address,
 * phones and e-mail are shown as written in every language. Its `order` places the campus in
 * every list of campuses (scripts/content-check/campus-ids.mjs reads it).
 */
export const campusContactEntry = z.strictObject({
  order: z.number().int('is not a whole number').min(1, 'must be 1 or more').meta({
    title: 'Place in lists of campuses',
    description:
      'Where this campus stands wherever the site lists the campuses (the footer, tabs, filters): 1 comes first.',
  }),
  /** e.g. '{schoolName}, City Campus' */
  heading: words(
    text.min(1, 'is empty: give the campus’s full name').meta({
      title: 'Campus name',
      description:
        'The heading above the address: the school’s name and the campus, as the school writes them.',
    }),
  ),
  /** e.g. 'City': the calendar's and the notices' campus filters name the campus so. */
  shortName: words(
    text.min(1, 'is empty: give the campus’s name in a word or two').meta({
      title: 'Name in lists',
      description:
        'The campus’s name where the site lists the campuses briefly, as in the calendar’s and the notices’ campus filters: City.',
    }),
  ),
  address: verbatim.min(1, 'is empty: give the postal address with the PIN').meta({
    title: 'Address',
    description: 'The postal address with the PIN, on one line, as every language shows it.',
  }),
  phones: z
    .strictObject({
      primary: phoneNumber.meta({
        title: 'Main phone',
        description: 'With the country code: +91 240 123 4567. Campus pages show this one.',
      }),
      secondary: phoneNumber.meta({ title: 'Second phone', description: 'With the country code.' }),
    })
    .meta({ title: 'Phones' }),
  email: z.email('is not an e-mail address').meta({
    title: 'E-mail',
    description: 'The campus office’s address, as the disclosure gives it.',
  }),
  /** Where the campus gate is: directions open the phone's maps app there. */
  location: z.strictObject({ ...geoPoint.shape, fictional: fictionalMark }).meta({
    title: 'Place on the map',
    description:
      'The campus gate’s latitude and longitude: ‘Directions’ opens the phone’s maps app there, and the plus code is worked out from it.',
  }),
  /** The campus's WhatsApp business number or the school's channel, where it has one. */
  whatsapp: z
    .strictObject({
      value: whatsappLink.meta({
        title: 'Link',
        description:
          'https://wa.me/ and the number’s digits with the country code (https://wa.me/912401234567), or the channel’s link.',
      }),
      fictional: fictionalMark,
    })
    .optional()
    .meta({
      title: 'WhatsApp',
      description:
        'The campus’s WhatsApp business number or the school’s channel. Leave it empty if there is none.',
    }),
});
export type CampusContactEntry = z.infer<typeof campusContactEntry>;

/** A campus's contacts with the campus they belong to (the file's name). */
export type CampusContact = CampusContactEntry & { campusId: CampusId };

/** The site's settings around the school's own details (content/site.ts). */
export const siteSettings = z.strictObject({
  /** Absolute origin the site is deployed at; canonical URLs and the sitemap use it. */
  url: z.url(),
  /** Shown when the logo (or a leader's photo) fails to load: a drawing that says nothing. */
  placeholderImage: z.strictObject({
    src: imageSrc,
    alt: z.literal(''),
    decorative: z.literal(true),
  }),
  /** Hard bound on how long a visit request may stay in 'Sending...'. */
  emailSendTimeoutMs: nonNegative,
});

/** The site's own words around the school's details: its link previews and social pages' names. */
export const siteWordsText = z.strictObject({
  socialImage: imageRef.meta({
    title: 'Link preview picture',
    description:
      'The picture a link to the site shows in WhatsApp, Facebook and the like (1200 × 630 pixels), described for those who cannot see it.',
  }),
  socialLabels: z.strictObject({ facebook: text, youtube: text, instagram: text }).meta({
    title: 'Social pages’ names',
    description: 'How screen readers name each social page’s link: {schoolName} on Facebook.',
  }),
  homeTitle: text.meta({
    title: 'Home page’s title',
    description:
      'The title of the home page in search results and browser tabs: {schoolName}, CBSE school in {city}. {city} is the city with its former name (The school › City).',
  }),
  affiliationLine: text.meta({
    title: 'Affiliation line',
    description:
      'At the foot of every page: {number} is the CBSE affiliation number (The school › CBSE affiliation number).',
  }),
});

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
    /** '{months}' is how long a request is kept: the privacy notice's retention.months. */
    text,
    linkLabel: text,
    /** Read by screen readers after the link: it opens in a new tab, so nothing typed is lost. */
    newTabNote: text,
  }),
});

export type VisitContent = z.infer<typeof visitContent>;
