import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/Footer';
import { Navbar } from '@/components/layout/Navbar';
import { mainNav, moreNav, navLabels } from '@/content/navigation';
import { site, SITE_LOCALE } from '@/content/site';
import { HEADING_FONT_SCRIPT, headingFont } from '@/lib/fonts';
import { getImageInfo } from '@/lib/images';
import { OG_IMAGE, OG_LOCALE } from '@/lib/metadata';
import { pastEventsScript } from '@/lib/past-events';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, type: 'website', locale: OG_LOCALE, images: [OG_IMAGE] },
  twitter: { card: 'summary_large_image' },
  icons: { icon: site.logo.src },
};

export const viewport: Viewport = {
  themeColor: '#1e1b4b',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const logo = getImageInfo(site.logo.src);
  return (
    <html lang={SITE_LOCALE} className={headingFont.variable}>
      <head>
        {/* Fetches the heading font after the page has loaded (why: lib/fonts.ts). */}
        <script dangerouslySetInnerHTML={{ __html: HEADING_FONT_SCRIPT }} />
        {/* Hides the calendar's dates that have ended since the build (why: lib/past-events.ts). */}
        <script dangerouslySetInnerHTML={{ __html: pastEventsScript() }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {navLabels.skipToContent}
        </a>
        <Navbar
          logo={{
            src: site.logo.src,
            alt: site.logo.alt,
            width: logo.width,
            height: logo.height,
            placeholderSrc: site.placeholderImage.src,
          }}
          mainNav={mainNav}
          moreNav={moreNav}
          labels={navLabels}
          loginHref={site.portalUrl}
        />
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 focus:outline-none"
          // The search index reads this region only (scripts/search-index.ts).
          data-pagefind-body
        >
          {children}
        </main>
        <Footer />
      </body>
    </html>
  );
}
