import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';
import { siteMetadata, siteViewport } from '@/lib/seo/metadata';
import '../globals.css';

// The English pages, at the routes without a language prefix.
export const metadata = siteMetadata('en');

export const generateViewport = siteViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteShell locale="en">{children}</SiteShell>;
}
