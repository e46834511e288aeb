import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface CtaBandProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  heading: string;
  text: string;
  /** The band's background around the card, e.g. 'bg-brand-50'. */
  className?: string;
  /** The buttons. */
  children: ReactNode;
}

/** A call to action: an indigo gradient card with a heading, a line of text and its buttons. */
export function CtaBand({ id, heading, text, className, children }: CtaBandProps) {
  return (
    // The same call to action closes many pages: the search index leaves it out.
    <section aria-labelledby={id} className={cn('pb-16 sm:pb-24', className)} data-pagefind-ignore>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-600/60 blur-3xl"
          />
          <h2 id={id} className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {heading}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">
            {text}
          </p>
          <div className="relative mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
