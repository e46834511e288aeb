'use client';

import { usePathname } from 'next/navigation';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { isActivePath } from '@/lib/routes/active-path';
import { cleanFieldValue, FIELD_MAX_LENGTH, trimFormFields } from '@/lib/contact-fields';

export type ContactMessage = Record<
  'firstName' | 'lastName' | 'email' | 'subject' | 'message',
  string
>;

/** What the form says of itself: it sends nothing, and how to reach the school instead. */
export interface ContactFormNotes {
  /** Before the fields, and the form's description (aria-describedby). */
  before: ReactNode;
  /** The status line after Submit. */
  after: string;
}

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
  notes: ContactFormNotes;
  /** A page whose own contacts come first: its path, and the notes shown there instead. */
  pageNotes?: { path: string; notes: ContactFormNotes };
}

const FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/** Each field's longest value: the browser stops typing there, and the console gets no more. */
const MAX_LENGTH: Record<keyof ContactMessage, number> = {
  firstName: FIELD_MAX_LENGTH.name,
  lastName: FIELD_MAX_LENGTH.name,
  email: FIELD_MAX_LENGTH.email,
  subject: FIELD_MAX_LENGTH.subject,
  message: FIELD_MAX_LENGTH.message,
};

const inputClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-600 focus:border-brand-600';

/**
 * The footer's contact form. It sends nothing: on submit it only writes the values to the
 * browser console, without control and format characters (line breaks kept). It says so before
 * the visitor types, with the school's phones and e-mail, and again in a status line after
 * Submit, the typed values kept. The browser's own checks guard every required field, on
 * trimmed values, and every field's maximum length.
 *
 * The fields are uncontrolled and read on submit: a visitor may type before React has started
 * (scripts/defer-hydration.mjs), and those values live only in the DOM.
 */
export function ContactForm({
  label,
  placeholders,
  submitLabel,
  unavailableNote,
  notes,
  pageNotes,
}: ContactFormProps) {
  const pathname = usePathname();
  const { before, after } =
    pageNotes && pathname && isActivePath(pathname, pageNotes.path) ? pageNotes.notes : notes;
  const noteId = useId();
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // A field of spaces passes the browser's `required`: trim, then let the browser check again,
    // with its own messages (no custom ones).
    trimFormFields(form);
    if (!form.reportValidity()) return;
    const data = new FormData(form);
    const values = Object.fromEntries(
      FIELDS.map((name) => [name, cleanFieldValue(String(data.get(name) ?? ''), MAX_LENGTH[name])]),
    ) as ContactMessage;
    console.log('Contact form submitted:', values);
    setSubmitted(true);
  };

  const field = (name: keyof ContactMessage, type: 'text' | 'email' = 'text') => (
    <label className="block">
      <span className="sr-only">{placeholders[name]}</span>
      <input
        name={name}
        type={type}
        required
        maxLength={MAX_LENGTH[name]}
        autoComplete={autoCompleteFor[name]}
        placeholder={placeholders[name]}
        className={inputClass}
      />
    </label>
  );

  return (
    // Without JavaScript the form is not shown: the footer offers the phones and e-mail instead.
    <form
      onSubmit={onSubmit}
      className="space-y-3 noscript:hidden"
      aria-label={label}
      aria-describedby={noteId}
    >
      <div id={noteId} className="text-sm leading-6 text-brand-100">
        {before}
      </div>
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
          maxLength={MAX_LENGTH.message}
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
      {/* Always in the page, so screen readers announce the line when it appears. */}
      <p role="status" className="text-sm font-semibold text-white">
        {submitted ? after : ''}
      </p>
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
