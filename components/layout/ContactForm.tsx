'use client';

import type { FormEvent, ReactNode } from 'react';
import { trimFormFields } from '@/lib/contact-fields';

export type ContactMessage = Record<
  'firstName' | 'lastName' | 'email' | 'subject' | 'message',
  string
>;

export interface ContactFormProps {
  /** The form's accessible name. */
  label: string;
  placeholders: ContactMessage;
  submitLabel: string;
  /**
   * Shown if the form is submitted when its code could not load: the loader in
   * scripts/defer-hydration.mjs unhides it ([data-form-fallback]) instead of submitting.
   */
  unavailableNote: ReactNode;
}

const FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

const inputClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-600 focus:border-brand-600';

/**
 * The footer's contact form. It sends nothing: on submit it only writes the values
 * to the browser console. The browser's own checks guard every required field, on trimmed values.
 *
 * The fields are uncontrolled and read on submit: a visitor may type before React has started
 * (scripts/defer-hydration.mjs), and those values live only in the DOM.
 */
export function ContactForm({
  label,
  placeholders,
  submitLabel,
  unavailableNote,
}: ContactFormProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // A field of spaces passes the browser's `required`: trim, then let the browser check again,
    // with its own messages (no custom ones).
    trimFormFields(form);
    if (!form.reportValidity()) return;
    const data = new FormData(form);
    const values = Object.fromEntries(
      FIELDS.map((name) => [name, String(data.get(name) ?? '')]),
    ) as ContactMessage;
    console.log('Contact form submitted:', values);
  };

  const field = (name: keyof ContactMessage, type: 'text' | 'email' = 'text') => (
    <label className="block">
      <span className="sr-only">{placeholders[name]}</span>
      <input
        name={name}
        type={type}
        required
        autoComplete={autoCompleteFor[name]}
        placeholder={placeholders[name]}
        className={inputClass}
      />
    </label>
  );

  return (
    // Without JavaScript the form is not shown: the footer offers the phones and e-mail instead.
    <form onSubmit={onSubmit} className="space-y-3 noscript:hidden" aria-label={label}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {field('firstName')}
        {field('lastName')}
      </div>
      {field('email', 'email')}
      {field('subject')}
      <label className="block">
        <span className="sr-only">{placeholders.message}</span>
        <textarea
          name="message"
          required
          rows={4}
          placeholder={placeholders.message}
          className={inputClass}
        />
      </label>
      <button
        type="submit"
        className="rounded-full bg-accent-400 px-6 py-2 text-sm font-semibold text-brand-900 hover:bg-accent-300"
      >
        {submitLabel}
      </button>
      <div data-form-fallback hidden role="alert" className="text-sm">
        {unavailableNote}
      </div>
    </form>
  );
}

const autoCompleteFor: Record<keyof ContactMessage, string | undefined> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  subject: 'off',
  message: undefined,
};
