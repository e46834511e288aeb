'use client';

import { usePathname } from 'next/navigation';
import { cn } from '@/lib/cn';
import { htmlLang, localeNames, localePath, locales, splitLocalePath } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';
import { normalisePath } from '@/lib/routes';

export interface LanguageSwitcherProps {
  /** The page's language: its link is marked as the current one. */
  current: Locale;
  /** The list's accessible name ('Language'), in the page's language. */
  label: string;
  /** Lead to each language's home page instead of the same page (the not-found page). */
  toHome?: boolean;
  className?: string;
}

/**
 * The same page in each language, each named in its own script (English, मराठी, हिंदी): plain
 * links, in the HTML from the start, so they work without JavaScript. The page's path comes from
 * the router, so a page reached inside the site links to itself in the other languages too.
 */
export function LanguageSwitcher({
  current,
  label,
  toHome = false,
  className,
}: LanguageSwitcherProps) {
  const pathname = normalisePath(usePathname() ?? '/');
  const path = toHome ? '/' : splitLocalePath(pathname).path;
  return (
    <ul aria-label={label} className={cn('items-center gap-1', className)}>
      {locales.map((locale) => {
        const isCurrent = locale === current;
        return (
          <li key={locale}>
            <a
              href={localePath(locale, path)}
              lang={htmlLang[locale]}
              hrefLang={htmlLang[locale]}
              aria-current={isCurrent ? 'true' : undefined}
              className={cn(
                'block rounded-md px-2 py-2 text-sm font-medium',
                isCurrent
                  ? 'bg-brand-100 text-brand-900'
                  : 'text-ink underline-offset-4 hover:bg-brand-50 hover:text-brand-800 hover:underline',
              )}
            >
              {localeNames[locale]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
