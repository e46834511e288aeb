'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import type { SitePath } from '@/content/schema';
import { cn } from '@/lib/cn';
import { isActivePath } from '@/lib/routes/active-path';

export interface NavLinkProps {
  href: SitePath;
  /** Classes before the bar's own (the phone menu's links are blocks). */
  className?: string;
  children: ReactNode;
}

/**
 * A link of the bar: highlighted, and marked as the current page, only when the current path
 * is exactly its path. Not prefetched (see Navbar).
 */
export function NavLink({ href, className, children }: NavLinkProps) {
  const current = isActivePath(usePathname() ?? '/', href);
  return (
    <Link
      prefetch={false}
      href={href}
      className={cn(
        className,
        'rounded-md px-3 py-2 text-sm font-medium transition-colors',
        current ? 'bg-brand-100 text-brand-900' : 'text-ink hover:bg-brand-50 hover:text-brand-800',
      )}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
