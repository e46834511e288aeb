'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The bar takes its 'scrolled' look past this vertical scroll position. */
export const NAV_SCROLL_THRESHOLD_PX = 50;

/** The page's <header>: it takes its 'scrolled' look (data-scrolled) past the threshold. */
export function ScrollAwareHeader({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

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
      {children}
    </header>
  );
}
