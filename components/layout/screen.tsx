// One page component per screen for every language. A screen (components/<feature>/*Screen.tsx)
// renders its page and says its metadata in the language it is given; the route files only say which screen
// a URL shows: app/(en)/… in English, app/[locale]/… in Marathi or Hindi (the `locale` segment).
// Every page ends with the reach bar (components/contact/ReachBar.tsx), given the campus the page
// is about, but a document viewer's: its own zoom controls hold the foot of the screen.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';
import { ReachBar } from '@/components/contact/ReachBar';
import { campusIds } from '@/content/ids';
import type { CampusId } from '@/content/schema';
import { type Locale, type TranslatedLocale, translatedLocales } from '@/lib/i18n/locales';

/** The dynamic segments of a route below its language ({ campusId: 'city' }). */
export type ScreenParams = Record<string, string>;

/** The campus a page is about, by its route's campusId segment: the reach bar calls it. */
const campusOf = (params: ScreenParams): CampusId | undefined =>
  campusIds.find((id) => id === params.campusId);

export interface Screen<P extends ScreenParams = ScreenParams> {
  /** Every page built from the screen (its dynamic segments); absent for a page of its own. */
  params?: () => P[];
  metadata: (locale: Locale, params: P) => Metadata;
  Page: ComponentType<{ locale: Locale; params: P }>;
  /** False where the page's own controls hold the foot of a phone's screen (a document viewer). */
  reachBar?: false;
}

interface RouteProps<P> {
  params: Promise<P>;
}

/** The exports of an English route file (app/(en)/…). */
export function englishRoute<P extends ScreenParams>({
  params,
  metadata,
  Page,
  reachBar,
}: Screen<P>) {
  return {
    generateStaticParams: () => params?.() ?? [],
    generateMetadata: async (props: RouteProps<P>) => metadata('en', await props.params),
    Page: async function EnglishPage(props: RouteProps<P>) {
      const params = await props.params;
      return (
        <>
          <Page locale="en" params={params} />
          {reachBar !== false && <ReachBar locale="en" campusId={campusOf(params)} />}
        </>
      );
    },
  };
}

/** The language of a page under app/[locale]/: Marathi or Hindi, nothing else is built. */
export function translatedLocaleOf(segment: string): TranslatedLocale {
  const locale = translatedLocales.find((candidate) => candidate === segment);
  if (!locale) notFound();
  return locale;
}

/** Every language of app/[locale]/ as its segment: { locale: 'mr' }, { locale: 'hi' }. */
export const translatedLocaleParams = () => translatedLocales.map((locale) => ({ locale }));

/** The exports of a Marathi or Hindi route file (app/[locale]/…). */
export function translatedRoute<P extends ScreenParams>({
  params,
  metadata,
  Page,
  reachBar,
}: Screen<P>) {
  const split = async (props: RouteProps<P & { locale: string }>) => {
    const { locale, ...rest } = await props.params;
    return { locale: translatedLocaleOf(locale), params: rest as unknown as P };
  };
  return {
    generateStaticParams: () => params?.() ?? [],
    generateMetadata: async (props: RouteProps<P & { locale: string }>) => {
      const page = await split(props);
      return metadata(page.locale, page.params);
    },
    Page: async function TranslatedPage(props: RouteProps<P & { locale: string }>) {
      const page = await split(props);
      return (
        <>
          <Page locale={page.locale} params={page.params} />
          {reachBar !== false && <ReachBar locale={page.locale} campusId={campusOf(page.params)} />}
        </>
      );
    },
  };
}
