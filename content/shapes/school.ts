// The school itself: its name, short name, logo, affiliation, portal, social links, visit inbox,
// e-mail service and footer line. One entry of the school collection (content/school/school.en.yml,
// with its Marathi and Hindi names beside it). A second school is a change of this file, not of
// code: every page, route, feed and search entry names the school from here.
import { z } from 'zod';
import { imageRef, nonNegative, verbatim, words, text } from './common';
import { paletteNames } from './palettes';

/** What a short name becomes in an address: 'Aurora' → 'aurora', 'St. Mary’s' → 'st-mary-s'. */
export const addressWordOf = (shortName: string) =>
  shortName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The name families call the school by, at most 30 characters. In English it makes two addresses,
 * so it needs a Latin letter or digit there (the content check says so); Marathi and Hindi write
 * it in their own letters.
 */
const shortName = words(
  text
    .trim()
    .min(1, 'is empty: give the name families call the school by, in a word')
    .max(30, 'is longer than 30 characters: give the one word families call the school by')
    .meta({
      title: 'Short name',
      description:
        'The word families call the school by, as Sunrise for Sunrise Public School. In English it also makes two addresses of the site: /life-at-sunrise and /sunrise-social.',
    }),
);

const socialNetwork = z.enum(['facebook', 'youtube', 'instagram']).meta({
  title: 'Where',
  description: 'Facebook, YouTube or Instagram.',
});

export const schoolEntry = z.strictObject({
  name: words(
    text
      .trim()
      .min(1, 'is empty: give the school’s name')
      .max(80, 'is longer than 80 characters')
      .meta({
        title: 'School’s name',
        description:
          'As the school writes it on its letters: Sunrise Public School. In Marathi and Hindi, as families write it there.',
      }),
  ),
  shortName,
  description: words(
    text.min(1, 'is empty: say in a sentence what the school is').meta({
      title: 'The school in a sentence',
      description:
        'What search engines and link previews show under the name: {schoolName} is a CBSE school with {campusNames} campuses…',
    }),
  ),
  city: words(
    text
      .trim()
      .min(1, 'is empty: give the city the school is in')
      .max(40, 'is longer than 40 characters')
      .meta({
        title: 'City',
        description:
          'The city the school is in, by its name today: Chhatrapati Sambhajinagar. The top of the home page, its title and search engines name it.',
      }),
  ),
  cityFormerName: words(
    text.trim().max(40, 'is longer than 40 characters').meta({
      title: 'The city’s former name',
      description:
        'The name many families still search for, if the city was renamed: Aurangabad. It is written after the city, in brackets. Leave it empty if there is none.',
    }),
  ).optional(),
  logo: imageRef.meta({
    title: 'Logo',
    description:
      'The logo at the top of every page and in search engines’ results; describe it for screen readers with the school’s name.',
  }),
  colours: z.enum(paletteNames).meta({
    title: 'Colours',
    description:
      'The site’s colours: a dark colour for headings, bands and the foot of every page, and a bright one for buttons. Each choice keeps every text readable.',
  }),
  affiliation: z
    .strictObject({
      number: verbatim.regex(/^\d{7}$/, 'must be the 7 digits CBSE gives (1130123)').meta({
        title: 'CBSE affiliation number',
        description: 'The 7 digits on the CBSE affiliation letter: 1130123.',
      }),
      schoolCode: verbatim.regex(/^\d{5}$/, 'must be the 5 digits of the CBSE school code').meta({
        title: 'CBSE school code',
        description: 'The 5 digits CBSE gives the school: 12345.',
      }),
    })
    .meta({ title: 'CBSE affiliation' }),
  portal: z.url('is not a web address: begin with https://').meta({
    title: 'Parents’ portal',
    description:
      'The address of the school’s portal: ‘Login’ opens it, and ‘Apply Now’ opens its admission form (the address followed by /admission_form).',
  }),
  social: z
    .array(
      z
        .strictObject({
          network: socialNetwork,
          href: z.url('is not a web address: begin with https://').meta({
            title: 'Address',
            description: 'The school’s own page there: https://www.facebook.com/…',
          }),
        })
        .meta({ title: 'Social page' }),
    )
    .meta({
      title: 'Social pages',
      description: 'The school’s pages on Facebook, YouTube and Instagram, in the footer.',
    }),
  visitsInbox: z.email('is not an e-mail address').meta({
    title: 'E-mail for visit requests',
    description: 'Where the ‘Book a visit’ form’s requests arrive: visits@your-school.in.',
  }),
  emailService: z
    .strictObject({
      serviceId: verbatim.min(1, 'is empty').meta({ title: 'Service ID' }),
      templateId: verbatim.min(1, 'is empty').meta({ title: 'Template ID' }),
      publicKey: verbatim.min(1, 'is empty').meta({ title: 'Public key' }),
    })
    .meta({
      title: 'E-mail service (EmailJS)',
      description:
        'The three values of the school’s EmailJS account that send the ‘Book a visit’ form to the inbox above: Email Services › Service ID, Email Templates › Template ID, Account › Public Key.',
    }),
  footer: z
    .strictObject({
      copyrightYear: nonNegative.min(2000).max(2100).meta({
        title: 'Year of the copyright line',
        description: 'The year after © at the foot of every page.',
      }),
      poweredBy: verbatim.min(1, 'is empty').meta({
        title: 'Who made and runs the site',
        description: 'After ‘Powered and secured by’ at the foot of every page.',
      }),
    })
    .meta({ title: 'Foot of every page' }),
});
export type SchoolEntry = z.infer<typeof schoolEntry>;
