'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { navLabels } from '@/content/navigation';
import type { NavItem } from '@/content/types';
import { isActivePath } from '@/lib/routes';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
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
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // Escape closes the mobile menu too, as it does the dropdown.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  const linkClass = (path: string) =>
    `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
      isActivePath(pathname, path)
        ? 'bg-brand-100 text-brand-900'
        : 'text-ink hover:bg-brand-50 hover:text-brand-800'
    }`;

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow] ${
        scrolled
          ? 'border-brand-100 bg-white/95 shadow-md backdrop-blur'
          : 'border-transparent bg-white'
      }`}
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
          <a
            href={loginHref}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            {labels.login}
            <span className="sr-only"> {labels.newTabNote}</span>
          </a>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-ink hover:bg-brand-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? labels.closeMenu : labels.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none">
              <path
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              />
            </svg>
          </button>
        </div>
      </nav>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="border-t border-brand-100 bg-white px-4 pb-4 lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {[...mainNav, ...moreNav].map((item) => (
            <li key={item.path}>
              <Link
                prefetch={false}
                href={item.path}
                className={`block ${linkClass(item.path)}`}
                aria-current={isActivePath(pathname, item.path) ? 'page' : undefined}
                onClick={closeMenu}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
