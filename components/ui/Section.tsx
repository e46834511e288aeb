import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SectionHeading, type SectionHeadingProps } from './SectionHeading';

export interface SectionProps extends Omit<SectionHeadingProps, 'title'> {
  heading: string;
  /** For screen readers only, where the content under it speaks for itself (cards, figures). */
  headingHidden?: boolean;
  /** The band's background, e.g. 'bg-brand-50'. */
  className?: string;
  /** The band's vertical padding. */
  padding?: string;
  children: ReactNode;
}

/** A page section: the band, the width container and its <h2> (SectionHeading), then content. */
export function Section({
  heading,
  headingHidden = false,
  className,
  padding = 'py-12 sm:py-24',
  children,
  ...headingProps
}: SectionProps) {
  return (
    <section aria-labelledby={headingProps.id} className={cn(padding, className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {headingHidden ? (
          <h2 id={headingProps.id} className="sr-only">
            {heading}
          </h2>
        ) : (
          <SectionHeading title={heading} {...headingProps} />
        )}
        {children}
      </div>
    </section>
  );
}
