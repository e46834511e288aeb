import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface StatCardProps {
  /** The figure, big and amber (a number, or an animated counter). */
  figure: ReactNode;
  label: string;
  /** 'large' for the four counters of Life at …, 'medium' for the six home stats. */
  size?: 'medium' | 'large';
  testId?: string;
}

/** One figure and its label on the indigo stats band, as an item of its list. */
export function StatCard({ figure, label, size = 'medium', testId }: StatCardProps) {
  const large = size === 'large';
  return (
    <li
      data-testid={testId}
      className={cn(
        'flex flex-col items-center rounded-2xl border border-white/10 bg-brand-800 px-4 text-center shadow-lg',
        large ? 'py-8' : 'py-7',
      )}
    >
      <span
        className={cn(
          'font-extrabold tracking-tight text-accent-300',
          large ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {figure}
      </span>
      <span className={cn('mt-2 text-sm font-medium text-brand-100', large && 'sm:text-base')}>
        {label}
      </span>
    </li>
  );
}
