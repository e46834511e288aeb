import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SectionHeading, type SectionHeadingProps } from './SectionHeading';

export interface SectionProps extends Omit<SectionHeadingProps, 'title'> {
  heading: string;
  /** The band's background and spacing, e.g. 'bg-brand-50'. */
  className?: string;
  children: ReactNode;
}

/** A page section: the band, the width container and its <h2> (SectionHeading), then content. */
export function Section({ heading, className, children, ...headingProps }: SectionProps) {
  return (
    <section aria-labelledby={headingProps.id} className={cn('py-16 sm:py-24', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading title={heading} {...headingProps} />
        {children}
      </div>
    </section>
  );
}
