import { cn } from '@/lib/cn';

export interface SectionHeadingProps {
  /** Used by the section's aria-labelledby. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  align?: 'left' | 'center';
  /** For headings on the dark indigo bands. */
  tone?: 'light' | 'dark';
}

/** The <h2> of a page section, with an optional small line above and intro below. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  align = 'center',
  tone = 'dark',
}: SectionHeadingProps) {
  const centred = align === 'center';
  const onDark = tone === 'light';
  return (
    <div className={centred ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold uppercase tracking-wider',
            onDark ? 'text-accent-300' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'mt-1 text-3xl font-bold tracking-tight sm:text-4xl',
          onDark ? 'text-white' : 'text-brand-900',
        )}
      >
        {title}
      </h2>
      <span
        aria-hidden="true"
        className={cn('mt-4 block h-1 w-16 rounded-full bg-accent-400', centred ? 'mx-auto' : '')}
      />
      {intro && (
        <p
          className={cn(
            'mt-4 text-lg leading-relaxed',
            onDark ? 'text-brand-100' : 'text-gray-600',
          )}
        >
          {intro}
        </p>
      )}
    </div>
  );
}
