import { navigationIn, siteIn } from '@/lib/site/site';
import type { ReactNode } from 'react';
import { AlertBanner } from '@/components/alerts/AlertBanner';
import { BEFORE_REACT_SCRIPT } from './before-react';
import { htmlLang, type Locale } from '@/lib/i18n/locales';
import { headingFontScript, headingFontVariables } from '@/lib/fonts';
import { getImageInfo } from '@/lib/images';
import { paletteVariables } from '@/content/shapes/palettes';
import { pastEventsScript } from '@/lib/calendar/past-events';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

export interface SiteShellProps {
  locale: Locale;
  /** The not-found page: its language links lead to each language's home page. */
  notFound?: boolean;
  children: ReactNode;
}

/**
 * The document every page is drawn in, in its language: <html lang>, the inline scripts of the
 * head, the skip link, the school's alerts (when there are any), the navigation bar, the page's <main> and the footer. The root layouts of
 * each language (app/(en)/layout.tsx, app/[locale]/layout.tsx) and the not-found page use it.
 */
export function SiteShell({ locale, notFound = false, children }: SiteShellProps) {
  const { mainNav, moreNav, navLabels } = navigationIn(locale);
  const site = siteIn(locale);
  const logo = getImageInfo(site.logo.src);
  return (
    <html lang={htmlLang[locale]} className={headingFontVariables(locale)}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts' own <head>, drawn here for each language */}
      <head>
        {/* No first paint of half a page: the browser waits until the footer's heading is parsed
            before it draws, so a page shown while its HTML still streams in (a slow phone) never
            moves when the rest arrives (layout shift). A browser without render-blocking links
            ignores it. */}
        <link rel="expect" href="#footer-heading" {...{ blocking: 'render' }} />
        {/* The school's colours, which every brand and accent class reads. */}
        <style dangerouslySetInnerHTML={{ __html: paletteVariables(site.palette) }} />
        {/* Fetches the heading font after the page has loaded (why: lib/fonts.ts). */}
        <script dangerouslySetInnerHTML={{ __html: headingFontScript(locale) }} />
        {/* Keeps a search shortcut and stops a form's submit until React runs (why:
            components/layout/before-react.ts). */}
        <script dangerouslySetInnerHTML={{ __html: BEFORE_REACT_SCRIPT }} />
        {/* Hides the calendar's dates that have ended since the build (why: lib/calendar/past-events.ts). */}
        <script dangerouslySetInnerHTML={{ __html: pastEventsScript() }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {navLabels.skipToContent}
        </a>
        <AlertBanner locale={locale} />
        <Navbar
          locale={locale}
          notFound={notFound}
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
          // The search index reads this region only (scripts/postbuild/search-index.mjs).
          data-pagefind-body
        >
          {children}
        </main>
        <Footer locale={locale} />
      </body>
    </html>
  );
}
