// The site's settings that are not the school's identity: its address on the web, its region and
// language, and the fallback drawing. The link preview's picture and the words around the
// school's own details are the pages' words (content/words/site.*.yml, Link previews and social
// pages in the editor). The school's name, short name, logo, affiliation, portal, social pages, inbox and
// e-mail service are data the editor edits (content/school/school.en.yml).
// Browser code reads this module's constant SITE_LOCALE: it reads no files.

/** Where the site is served when the deploy sets no NEXT_PUBLIC_SITE_URL: refused live. */
export const DEMO_SITE_URL = 'https://www.aurora-school.example';

/** Where the campuses are, for search engines' structured data (schema.org PostalAddress). */
export const postalRegion = { addressRegion: 'Maharashtra', addressCountry: 'IN' };

/** The language of every page (BCP 47); Open Graph and feeds take their own spelling of it. */
export const SITE_LOCALE = 'en-IN';

export const siteSettings = {
  /** Absolute origin the site is deployed at; canonical URLs and the sitemap use it. */
  url: process.env.NEXT_PUBLIC_SITE_URL || DEMO_SITE_URL,
  placeholderImage: { src: '/images/placeholder.svg', alt: '', decorative: true } as const,
  emailSendTimeoutMs: 15000,
};
