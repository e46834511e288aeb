import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A decorative tile holding an icon, an emoji or a number beside a card's text: hidden from
 * screen readers, since the text says the same. Size, shape and colours come from `className`.
 */
export function IconBadge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span aria-hidden="true" className={cn('flex items-center justify-center', className)}>
      {children}
    </span>
  );
}
