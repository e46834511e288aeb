import type { SchoolEntry } from '@/content/shapes/school';

type SocialLink = SchoolEntry['social'][number];

// Simple brand-neutral glyphs; decorative, the link carries the accessible name.
const PATHS: Record<SocialLink['network'], string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  youtube:
    'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15V9l5.2 3L10 15z',
  instagram:
    'M12 7.4A4.6 4.6 0 1 0 16.6 12 4.6 4.6 0 0 0 12 7.4zm0 7.6a3 3 0 1 1 3-3 3 3 0 0 1-3 3zm4.8-8.9a1.1 1.1 0 1 0 1.1 1.1 1.1 1.1 0 0 0-1.1-1.1zM21.9 7a6.3 6.3 0 0 0-1.7-4.2A6.3 6.3 0 0 0 16 1.1C14.4 1 9.6 1 8 1.1a6.3 6.3 0 0 0-4.2 1.7A6.3 6.3 0 0 0 2.1 7C2 8.6 2 15.4 2.1 17a6.3 6.3 0 0 0 1.7 4.2A6.3 6.3 0 0 0 8 22.9c1.6.1 6.4.1 8 0a6.3 6.3 0 0 0 4.2-1.7 6.3 6.3 0 0 0 1.7-4.2c.1-1.6.1-8.4 0-10zM19.8 19a2.6 2.6 0 0 1-1.4 1.4c-1 .4-3.4.3-6.4.3s-5.4.1-6.4-.3A2.6 2.6 0 0 1 4.2 19c-.4-1-.3-3.4-.3-7s-.1-5.4.3-6.4A2.6 2.6 0 0 1 5.6 4.2c1-.4 3.4-.3 6.4-.3s5.4-.1 6.4.3a2.6 2.6 0 0 1 1.4 1.4c.4 1 .3 3.4.3 6.4s.1 5.4-.3 6.4z',
};

export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <path d={PATHS[network]} />
    </svg>
  );
}
