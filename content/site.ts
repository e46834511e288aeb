// Site-wide configuration: the school's name, links and service settings. Each campus's address,
// phones and e-mail are the campus contacts collection (content/campuses/{campus}/contact.en.yml).
// Every value here is a fictional placeholder. Replace them with the real ones before launch.
// Browser code reads this module's constants (SITE_LOCALE, SITE_SLUG): it reads no files.
import type { SiteConfig, SocialLink } from './schema';

/** Short form of the school's name used in two routes: /life-at-aurora and /aurora-social. */
export const SITE_SLUG = 'aurora' as const;

/**
 * What the site falls back to when the deploy sets no NEXT_PUBLIC_* variables: fine for a demo,
 * refused by the production build (`npm run build:production`).
 */
export const DEMO_DEFAULTS = {
  siteUrl: 'https://www.aurora-school.example',
  portalUrl: 'https://portal.aurora-school.example',
  emailService: {
    serviceId: 'service_aurora_demo',
    templateId: 'template_aurora_visit',
    publicKey: 'aurora_demo_public_key',
  },
};

const portalUrl: string = process.env.NEXT_PUBLIC_PORTAL_URL || DEMO_DEFAULTS.portalUrl;

const social: SocialLink[] = [
  {
    network: 'facebook',
    label: 'Aurora Global School on Facebook',
    href: 'https://facebook.example/aurora-global-school',
  },
  {
    network: 'youtube',
    label: 'Aurora Global School on YouTube',
    href: 'https://youtube.example/@aurora-global-school',
  },
  {
    network: 'instagram',
    label: 'Aurora Global School on Instagram',
    href: 'https://instagram.example/aurora.global.school',
  },
];

/** Where the campuses are, for search engines' structured data (schema.org PostalAddress). */
export const postalRegion = { addressRegion: 'Maharashtra', addressCountry: 'IN' };

/** The language of every page (BCP 47); Open Graph and feeds take their own spelling of it. */
export const SITE_LOCALE = 'en-IN';

export const site: SiteConfig = {
  name: 'Aurora Global School',
  url: process.env.NEXT_PUBLIC_SITE_URL || DEMO_DEFAULTS.siteUrl,
  description:
    'Aurora Global School is a CBSE school with {campusNames} campuses, where strong academics meet olympiad and competitive-exam coaching.',
  logo: { src: '/images/logo.svg', alt: 'Aurora Global School' },
  socialImage: {
    src: '/images/og-default.jpg',
    alt: 'Aurora Global School: a CBSE school with {campusNames} campuses',
  },
  placeholderImage: { src: '/images/placeholder.svg', alt: '', decorative: true },
  portalUrl,
  admissionFormUrl: `${portalUrl}/admission_form`,
  schoolInbox: 'visits@aurora-school.example',
  emailService: {
    serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID || DEMO_DEFAULTS.emailService.serviceId,
    templateId:
      process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID || DEMO_DEFAULTS.emailService.templateId,
    publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY || DEMO_DEFAULTS.emailService.publicKey,
  },
  emailSendTimeoutMs: 15000,
  social,
  copyrightYear: 2025,
  poweredBy: 'Northwind Web Services',
  affiliation: 'CBSE Affiliation No. 0000000 (placeholder)',
};
