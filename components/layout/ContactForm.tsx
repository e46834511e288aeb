'use client';

import { useState, type ChangeEvent, type FormEvent } from 'react';

export type ContactMessage = Record<
  'firstName' | 'lastName' | 'email' | 'subject' | 'message',
  string
>;

export interface ContactFormProps {
  placeholders: ContactMessage;
  submitLabel: string;
}

const EMPTY: ContactMessage = { firstName: '', lastName: '', email: '', subject: '', message: '' };

const inputClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-600 focus:border-brand-600';

/**
 * The footer's contact form (SPEC §4, §5). It sends nothing: on submit it only writes the values
 * to the browser console. The browser's own checks guard every required field.
 */
export function ContactForm({ placeholders, submitLabel }: ContactFormProps) {
  const [values, setValues] = useState<ContactMessage>(EMPTY);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
        value={values[name]}
        onChange={onChange}
        className={inputClass}
      />
    </label>
  );

  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label="Contact us">
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
          value={values.message}
          onChange={onChange}
          className={inputClass}
        />
      </label>
      <button
        type="submit"
        className="rounded-full bg-accent-400 px-6 py-2 text-sm font-semibold text-brand-900 hover:bg-accent-300"
      >
        {submitLabel}
      </button>
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
