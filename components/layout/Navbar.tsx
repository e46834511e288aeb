import { languageLabelsIn } from '@/lib/site/site';
import { searchWordsIn } from '@/lib/search/search-words';
import Link from 'next/link';
import type { navLabels } from '@/content/navigation';
import type { NavItem } from '@/content/schema';
import { RecoveringImage } from '@/components/ui/RecoveringImage';
import { SearchButton } from '@/components/search/SearchButton';
import { htmlLang, localeNames, localePath, locales, type Locale } from '@/lib/i18n/locales';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MoreMenu } from './MoreMenu';
import { NavLink } from './NavLink';
import { PhoneMenu } from './PhoneMenu';
import { ScrollAwareHeader } from './ScrollAwareHeader';

export interface NavbarProps {
  /** The page's language (English by default); the links come in it already. */
  locale: Locale;
  /** On the not-found page the language links lead to each language's home page. */
  notFound?: boolean;
  logo: { src: string; alt: string; width: number; height: number; placeholderSrc: string };
  mainNav: NavItem[];
  moreNav: NavItem[];
  labels: typeof navLabels;
  loginHref: string;
}

/**
 * The navigation bar, rendered on the server. Its interactive parts are client leaves: the
 * scrolled look (ScrollAwareHeader), the current-page links (NavLink), 'More', the search
 * button and the phone menu.
 *
 * Links in the bar and footer are on every page: prefetching all of them (and the hero images
 * their pages preload) would spend a visitor's mobile data on pages they may never open.
 */
export function Navbar({
  locale,
  notFound = false,
  logo,
  mainNav,
  moreNav,
  labels,
  loginHref,
}: NavbarProps) {
  const { searchLabels } = searchWordsIn(locale);
  const languageLabels = languageLabelsIn(locale);
  const languages = (className: string, dense = false) => (
    <LanguageSwitcher
      dense={dense}
      languages={locales.map((each) => ({
        prefix: localePath(each, '/').replace(/^\/$/, ''),
        name: localeNames[each],
        lang: htmlLang[each],
        current: each === locale,
      }))}
      label={languageLabels.switcher}
      toHome={notFound}
      className={className}
    />
  );
  return (
    <ScrollAwareHeader>
      <nav
        aria-label={labels.navigation}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8"
      >
        <Link href={localePath(locale, '/')} prefetch={false} className="shrink-0 rounded-md">
          {/* A placeholder replaces the logo if its file fails to load. */}
          <RecoveringImage
            src={logo.src}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            priority
            fallbackSrc={logo.placeholderSrc}
            className="h-11 w-auto"
          />
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => (
            <li key={item.path}>
              <NavLink href={item.path}>{item.label}</NavLink>
            </li>
          ))}
          <li>
            <MoreMenu label={labels.more} items={moreNav} />
          </li>
        </ul>

        <div className="flex items-center gap-2">
          {languages('hidden lg:flex')}
          <SearchButton labels={searchLabels} />
          <a
            href={loginHref}
            target="_blank"
            rel="noopener noreferrer"
            className="whitespace-nowrap rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            {labels.login}
            <span className="sr-only"> {labels.newTabNote}</span>
          </a>
          <PhoneMenu openLabel={labels.openMenu} closeLabel={labels.closeMenu}>
            <div className="absolute inset-x-0 top-full border-t border-brand-100 bg-white px-4 pb-4 shadow-lg">
              <ul id="mobile-menu" className="flex flex-col gap-1 pt-2">
                {[...mainNav, ...moreNav].map((item) => (
                  <li key={item.path}>
                    <NavLink href={item.path} className="block">
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          </PhoneMenu>
        </div>
      </nav>
      {/* Phones: the languages under the bar, each named in its own script, never in the menu. */}
      <div className="h-8 border-t border-brand-100 bg-brand-50 lg:hidden">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-end px-4 sm:px-6">
          {languages('flex', true)}
        </div>
      </div>
    </ScrollAwareHeader>
  );
}
