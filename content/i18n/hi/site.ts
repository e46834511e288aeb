// Hindi words of content/site.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../site';

export const reviewed = false;

export const DEMO_DEFAULTS: Translation<typeof english.DEMO_DEFAULTS> = {
  emailService: {
    serviceId: 'service_aurora_demo',
    templateId: 'template_aurora_visit',
    publicKey: 'aurora_demo_public_key',
  },
};

export const site: Translation<typeof english.site> = {
  name: 'Aurora Global School',
  description:
    'Aurora Global School is a CBSE school with City, Airport and Osmanpura campuses, where strong academics meet olympiad and competitive-exam coaching.',
  logo: {
    alt: 'Aurora Global School',
  },
  socialImage: {
    alt: 'Aurora Global School: a CBSE school with City, Airport and Osmanpura campuses',
  },
  placeholderImage: {
    alt: '',
  },
  campusContacts: [
    {
      heading: 'Aurora Global School, City Campus',
    },
    {
      heading: 'Aurora Global School, Airport Campus',
    },
    {
      heading: 'Aurora Global School, Osmanpura Campus',
    },
  ],
  social: [
    {
      label: 'Aurora Global School on Facebook',
    },
    {
      label: 'Aurora Global School on YouTube',
    },
    {
      label: 'Aurora Global School on Instagram',
    },
  ],
  affiliation: 'CBSE Affiliation No. 0000000 (placeholder)',
};
