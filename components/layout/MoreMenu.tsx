'use client';

import { ChevronDownIcon } from '@/components/icons';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/hooks/useBrowserValue';
import type { NavItem } from '@/content/schema';
import { cn } from '@/lib/cn';
import { isActivePath } from '@/lib/routes/active-path';

export interface MoreMenuProps {
  label: string;
  items: NavItem[];
}

/**
 * The 'More' dropdown: opens on hover or click, closes on an outside click, on Escape (focus
 * goes back to the button) and when a link is chosen. A disclosure button with a plain list of
 * links, so Tab reaches every link in order.
 *
 * Until React runs (and without JavaScript) CSS opens it on hover and while focus is inside.
 * Once mounted, React takes over in the state the visitor sees: open if the pointer or focus is
 * already there, so nothing jumps.
 */
export function MoreMenu({ label, items }: MoreMenuProps) {
  const pathname = usePathname() ?? '/';
  const [open, setOpen] = useState(false);
  const enhanced = useHydrated();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A click right after a hover-open keeps the menu open instead of toggling it shut.
  const openedByHover = useRef(false);
  const listId = useId();

  // Before the first paint under React's control: keep open what CSS had opened.
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!enhanced || !wrapper) return;
    const hovered = wrapper.matches(':hover');
    if (hovered || wrapper.matches(':focus-within')) {
      openedByHover.current = hovered;
      setOpen(true);
    }
  }, [enhanced]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const containsActive = items.some((item) => isActivePath(pathname, item.path));

  return (
    <div
      ref={wrapperRef}
      className="group/more relative"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={enhanced ? open : undefined}
        aria-controls={listId}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen((wasOpen) => keepOpen || !wasOpen);
        }}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium',
          containsActive ? 'bg-brand-100 text-brand-900' : 'text-ink hover:bg-brand-50',
        )}
      >
        {label}
        <ChevronDownIcon className="h-4 w-4" />
      </button>
      <ul
        id={listId}
        hidden={enhanced ? !open : undefined}
        className={cn(
          'absolute right-0 top-full z-50 w-64 rounded-lg border border-brand-100 bg-white p-2 shadow-lg',
          !enhanced && 'hidden group-hover/more:block group-focus-within/more:block',
        )}
      >
        {items.map((item) => {
          const active = isActivePath(pathname, item.path);
          return (
            <li key={item.path}>
              <Link
                prefetch={false}
                href={item.path}
                aria-current={active ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className={cn(
                  'block rounded-md px-3 py-2 text-sm',
                  active ? 'bg-brand-100 text-brand-900' : 'text-ink hover:bg-brand-50',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
