'use client';

import { MenuToggleIcon } from '@/components/icons';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { navLabels } from '@/content/navigation';
import type { NavItem } from '@/content/schema';
import { cn } from '@/lib/cn';
import { isActivePath } from '@/lib/routes';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
import { SearchButton } from '@/components/search/SearchButton';
import { MoreMenu } from './MoreMenu';

/** SPEC §9: the bar takes its 'scrolled' look past this vertical scroll position. */
export const NAV_SCROLL_THRESHOLD_PX = 50;

export interface NavbarProps {
  logo: { src: string; alt: string; width: number; height: number; placeholderSrc: string };
  mainNav: NavItem[];
  moreNav: NavItem[];
  labels: typeof navLabels;
  loginHref: string;
}

// Links in the bar and footer are on every page: prefetching all of them (and the hero images
// their pages preload) would spend a visitor's mobile data on pages they may never open.
export function Navbar({ logo, mainNav, moreNav, labels, loginHref }: NavbarProps) {
  const pathname = usePathname() ?? '/';
  const menuRef = useRef<HTMLDetailsElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // The phone menu is a native disclosure: it may have been opened before React ran.
  useEffect(() => setMenuOpen(menuRef.current?.open ?? false), []);

  // Escape closes the mobile menu too, as it does the dropdown.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menuRef.current) return;
      menuRef.current.open = false;
      menuRef.current.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenu = () => {
    if (menuRef.current) menuRef.current.open = false;
  };
  const linkClass = (path: string) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
      isActivePath(pathname, path)
        ? 'bg-brand-100 text-brand-900'
        : 'text-ink hover:bg-brand-50 hover:text-brand-800',
    );

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow]',
        scrolled
          ? 'border-brand-100 bg-white/95 shadow-md backdrop-blur'
          : 'border-transparent bg-white',
      )}
    >
      <nav
        aria-label={labels.navigation}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link href="/" prefetch={false} className="shrink-0 rounded-md" onClick={closeMenu}>
          {/* A placeholder replaces the logo if its file fails to load (SPEC §2). */}
          <ImageWithFallback
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
              <Link
                prefetch={false}
                href={item.path}
                className={linkClass(item.path)}
                aria-current={isActivePath(pathname, item.path) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <MoreMenu label={labels.more} items={moreNav} pathname={pathname} />
          </li>
        </ul>

        <div className="flex items-center gap-2">
          <SearchButton />
          <a
            href={loginHref}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            {labels.login}
            <span className="sr-only"> {labels.newTabNote}</span>
          </a>
          {/* A native disclosure: it opens without JavaScript, and screen readers announce it
              as a collapsed or expanded button. React adds Escape and closing on navigation. */}
          <details
            ref={menuRef}
            className="group/menu lg:hidden"
            onToggle={(event) => setMenuOpen(event.currentTarget.open)}
          >
            <summary className="inline-flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <span className="sr-only group-open/menu:hidden">{labels.openMenu}</span>
              <span className="sr-only hidden group-open/menu:inline">{labels.closeMenu}</span>
              <MenuToggleIcon />
            </summary>
            {/* Dims the page under the open menu; a tap on it closes the menu. */}
            <div
              aria-hidden="true"
              data-testid="mobile-menu-backdrop"
              onClick={closeMenu}
              className="fixed inset-x-0 bottom-0 top-16 bg-brand-900/50"
            />
            <div
              id="mobile-menu"
              className="absolute inset-x-0 top-full border-t border-brand-100 bg-white px-4 pb-4 shadow-lg"
            >
              <ul className="flex flex-col gap-1 pt-2">
                {[...mainNav, ...moreNav].map((item) => (
                  <li key={item.path}>
                    <Link
                      prefetch={false}
                      href={item.path}
                      className={cn('block', linkClass(item.path))}
                      aria-current={isActivePath(pathname, item.path) ? 'page' : undefined}
                      onClick={closeMenu}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </details>
        </div>
      </nav>
    </header>
  );
}
