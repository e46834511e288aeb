'use client';

import Link from 'next/link';

export interface DisclosureErrorTexts {
  errorTitle: string;
  errorNote: string;
  backLabel: string;
  tryAgainLabel: string;
}

export interface DisclosureErrorProps {
  texts: DisclosureErrorTexts;
  /** One of the disclosure viewer's error messages (content/disclosure.ts). */
  message: string;
  backHref: string;
  /** 'Try Again': the viewer goes back to loading; elsewhere the page reloads. */
  onRetry?: () => void;
  headingLevel?: 'h1' | 'h2';
}

/** The disclosure viewer's error state: title, message, note and two buttons. */
export function DisclosureError({
  texts,
  message,
  backHref,
  onRetry,
  headingLevel: Heading = 'h2',
}: DisclosureErrorProps) {
  return (
    <section
      role="alert"
      className="mx-auto my-12 max-w-2xl rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center sm:px-6"
    >
      <Heading className="text-2xl font-bold text-red-900">{texts.errorTitle}</Heading>
      <p className="mt-3 font-medium text-red-900" data-testid="disclosure-error-message">
        {message}
      </p>
      <p className="mt-2 text-slate-700">{texts.errorNote}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          href={backHref}
          className="whitespace-nowrap rounded-full border border-brand-800 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {texts.backLabel}
        </Link>
        <button
          type="button"
          onClick={onRetry ?? (() => window.location.reload())}
          className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-900"
        >
          {texts.tryAgainLabel}
        </button>
      </div>
    </section>
  );
}
