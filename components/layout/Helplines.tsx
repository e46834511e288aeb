import { childSafetyWordsIn } from '@/lib/trust/trust';
import type { Helplines as HelplinesContent } from '@/content/schema';
import { telHref } from '@/lib/contact-fields';
import { DEFAULT_LOCALE, htmlLang, type Locale } from '@/lib/i18n/locales';

/** The number to dial from a helpline's number as written: '1800-891-4416' → 'tel:18008914416'. */
export const helplineHref = (number: string) => telHref(number.replace(/-/g, ''));

export interface HelplinesProps {
  locale: Locale;
  /** The heading's id (for aria-labelledby); unique on the page. */
  id: string;
  /**
   * 'full' (the child-safety and 404 pages): the heading, the introduction and each line with
   * what it is for; 'compact' (the footer): each line with a few words.
   */
  variant: 'full' | 'compact';
  headingLevel: 'h2' | 'h3';
  /** Set where the helplines are in another language than the page's. */
  marksLanguage?: boolean;
  className?: string;
}

/**
 * The national helplines (Emergency 112, Childline 1098, Tele-MANAS 14416 and 1800-891-4416),
 * each number a tel: link whose accessible name gives the helpline's name with the number.
 * Plain HTML: complete without JavaScript.
 */
export function Helplines({
  locale,
  id,
  variant,
  headingLevel: Heading,
  marksLanguage = false,
  className = '',
}: HelplinesProps) {
  const { helplines } = childSafetyWordsIn(locale);
  const lang = marksLanguage && locale !== DEFAULT_LOCALE ? htmlLang[locale] : undefined;
  return (
    <section aria-labelledby={id} lang={lang} className={className}>
      {variant === 'full' ? (
        <>
          <Heading id={id} className="text-2xl font-bold text-brand-900">
            {helplines.heading}
          </Heading>
          <p className="mt-3">{helplines.intro}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {helplines.items.map((line) => (
              <li key={line.id} className="rounded-2xl border-2 border-brand-700 p-5">
                <p className="font-semibold text-brand-900">{line.name}</p>
                <p>
                  <Numbers line={line} className="text-xl font-bold text-brand-800 underline" />
                </p>
                <p className="mt-2 text-base leading-7">{line.purpose}</p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <Heading id={id} className="font-semibold text-white">
            {helplines.footerHeading}
          </Heading>
          <ul className="mt-2 flex flex-wrap gap-x-8 gap-y-2 text-sm text-brand-100">
            {helplines.items.map((line) => (
              <li key={line.id}>
                <span className="font-semibold text-white">{line.name}</span>{' '}
                <Numbers line={line} className="font-semibold text-white underline" />{' '}
                <span>({line.summary})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A helpline's numbers as tel: links, separated by a slash; a number never breaks at a hyphen. */
function Numbers({
  line,
  className,
}: {
  line: HelplinesContent['items'][number];
  className: string;
}) {
  return (
    <>
      {line.numbers.map((number, i) => (
        <span key={number}>
          {i > 0 && ' / '}
          <a
            href={helplineHref(number)}
            aria-label={`${line.name} ${number}`}
            className={`whitespace-nowrap ${className}`}
          >
            {number}
          </a>
        </span>
      ))}
    </>
  );
}
