import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';
import { translatedLocaleOf, translatedLocaleParams } from '@/components/layout/screen';
import { siteMetadata, siteViewport } from '@/lib/seo/metadata';
import '../globals.css';

// The Marathi and Hindi pages, under /mr and /hi; no other language is built.
export const dynamicParams = false;
export const generateStaticParams = translatedLocaleParams;
export const generateViewport = siteViewport;

interface TranslatedLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Omit<TranslatedLayoutProps, 'children'>) {
  return siteMetadata(translatedLocaleOf((await params).locale));
}

export default async function TranslatedLayout({ children, params }: TranslatedLayoutProps) {
  return <SiteShell locale={translatedLocaleOf((await params).locale)}>{children}</SiteShell>;
}
