'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MenuToggleIcon } from '@/components/icons';

export interface PhoneMenuProps {
  openLabel: string;
  closeLabel: string;
  /** The menu's panel, with its links. */
  children: ReactNode;
}

/**
 * The phone menu: a native disclosure, so it opens without JavaScript and screen readers
 * announce it as a collapsed or expanded button. React adds Escape, closing on a tap on the
 * dimmed page, and closing when a link of the bar that stays in this tab is chosen.
 */
export function PhoneMenu({ openLabel, closeLabel, children }: PhoneMenuProps) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  // It may have been opened before React ran.
  useEffect(() => setOpen(menuRef.current?.open ?? false), []);

  useEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    // Choosing a link of the bar (the logo, a menu link) closes the menu; Login, which opens
    // a new tab, leaves it open.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link && link.target !== '_blank' && menu.closest('nav')?.contains(link)) {
        menu.open = false;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  const close = () => {
    if (menuRef.current) menuRef.current.open = false;
  };

  return (
    <details
      ref={menuRef}
      className="group/menu lg:hidden"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="inline-flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <span className="sr-only group-open/menu:hidden">{openLabel}</span>
        <span className="sr-only hidden group-open/menu:inline">{closeLabel}</span>
        <MenuToggleIcon />
      </summary>
      {/* Dims the page under the open menu (below the bar and its row of languages); a tap on it
          closes the menu. */}
      <div
        aria-hidden="true"
        data-testid="mobile-menu-backdrop"
        onClick={close}
        className="fixed inset-x-0 bottom-0 top-24 bg-brand-900/50"
      />
      {children}
    </details>
  );
}
