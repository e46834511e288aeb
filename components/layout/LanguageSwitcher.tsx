'use client';

import { usePathname } from 'next/navigation';
import { normalisePath } from '@/lib/routes/active-path';
import { cn } from '@/lib/cn';
import { splitLocalePath } from '@/lib/i18n/locales';

/** One language's link, prepared on the server: its name in its own script and its path prefix. */
export interface LanguageLink {
  /** '' for English, '/mr', '/hi'. */
  prefix: string;
  /** The language's own name: English, मराठी, हिंदी. */
  name: string;
  /** Its BCP 47 tag, for `lang` and `hreflang`. */
  lang: string;
  current: boolean;
}

export interface LanguageSwitcherProps {
  languages: readonly LanguageLink[];
  /** The list's accessible name ('Language'), in the page's language. */
  label: string;
  /** Lead to each language's home page instead of the same page (the not-found page). */
  toHome?: boolean;
  /** Shorter links, for the row under the phone's bar. */
  dense?: boolean;
  className?: string;
}

/** The page's path without a trailing slash and without its language prefix. */
export const pathInEveryLanguage = (pathname: string): string =>
  splitLocalePath(normalisePath(pathname)).path;

/**
 * The same page in each language, each named in its own script (English, मराठी, हिंदी): plain
 * links, in the HTML from the start, so they work without JavaScript. The page's path comes from
 * the router, so a page reached inside the site links to itself in the other languages too. The
 * words and prefixes come as props, so this leaf ships no list of languages or route table.
 */
export function LanguageSwitcher({
  languages,
  label,
  toHome = false,
  dense = false,
  className,
}: LanguageSwitcherProps) {
  const pathname = usePathname();
  const path = toHome ? '/' : pathInEveryLanguage(pathname ?? '/');
  return (
    <ul aria-label={label} className={cn('items-center gap-1', className)}>
      {languages.map(({ prefix, name, lang, current }) => (
        <li key={lang}>
          <a
            href={prefix && path === '/' ? prefix : `${prefix}${path}`}
            lang={lang}
            hrefLang={lang}
            aria-current={current ? 'true' : undefined}
            className={cn(
              // A fixed least width, the name at its start: a name drawn again once its font
              // comes moves nothing. (Their face on an English page: app/globals.css.)
              'block min-w-18 rounded-md px-2 text-sm font-medium',
              dense ? 'py-1' : 'py-2',
              current
                ? 'bg-brand-100 text-brand-900'
                : 'text-ink underline-offset-4 hover:bg-brand-50 hover:text-brand-800 hover:underline',
            )}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
