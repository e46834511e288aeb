import { pageMetaIn, pagesWordsIn } from '@/lib/site/site';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHeader } from '@/components/ui/PageHeader';
import { DEFAULT_LOCALE, intlLocale, type Locale } from '@/lib/i18n/locales';
import { formatIsoDate } from '@/lib/disclosure/figures';
import { routes } from '@/lib/routes/routes';
import { breadcrumbsJsonLd } from '@/lib/seo/structured-data';
import { fillTemplate } from '@/lib/template';

export interface TrustFrameProps {
  locale: Locale;
  page: 'privacy' | 'accessibility' | 'childSafety';
  /** The page's content: its introduction, and when it was last updated or reviewed. */
  content: { intro: readonly string[] } & ({ lastUpdated: string } | { lastReviewed: string });
  children: ReactNode;
}

/**
 * The frame of the privacy notice, the accessibility statement and the child-safety page: the
 * title and its date, the introduction, then titled sections in one readable column. Plain
 * HTML: complete without JavaScript, and printed like any page (app/print.css).
 */
export function TrustFrame({ locale, page, content, children }: TrustFrameProps) {
  const { trustLabels } = pagesWordsIn(locale);
  const pageMeta = pageMetaIn(locale);
  const { title } = pageMeta[page];
  const date = (iso: string) =>
    formatIsoDate(iso, locale === DEFAULT_LOCALE ? undefined : intlLocale[locale]);
  const dateLine =
    'lastReviewed' in content
      ? fillTemplate(trustLabels.lastReviewed, { date: date(content.lastReviewed) })
      : fillTemplate(trustLabels.lastUpdated, { date: date(content.lastUpdated) });
  return (
    <>
      <JsonLd data={breadcrumbsJsonLd([{ name: title, path: routes[page] }], locale)} />
      <PageHeader title={title} subtitle={dateLine} />
      <article className="mx-auto max-w-3xl space-y-12 px-4 py-12 text-lg leading-8 text-slate-800 sm:px-6 sm:py-16">
        <div className="space-y-4">
          {content.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {children}
      </article>
    </>
  );
}

export interface TrustSectionProps {
  /** The heading's id, for aria-labelledby and in-page links. */
  id: string;
  heading: string;
  children: ReactNode;
}

/** One titled part of a trust page. */
export function TrustSection({ id, heading, children }: TrustSectionProps) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A plain bulleted list of sentences. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A titled run of paragraphs from content. */
export function ProseSection({
  id,
  part,
}: {
  id: string;
  part: { heading: string; paragraphs: readonly string[] };
}) {
  return (
    <TrustSection id={id} heading={part.heading}>
      {part.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </TrustSection>
  );
}

/** A titled list from content, with its optional introduction. */
export function ListSection({
  id,
  part,
  items = part.items,
}: {
  id: string;
  part: { heading: string; intro?: string; items: readonly string[] };
  /** The items as shown, when they need filling in (figures, dates). */
  items?: readonly string[];
}) {
  return (
    <TrustSection id={id} heading={part.heading}>
      {part.intro && <p>{part.intro}</p>}
      <BulletList items={items} />
    </TrustSection>
  );
}
