'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/buttonStyles';
import type { CampusId } from '@/content/schema';
import { trimFormFields } from '@/lib/contact-fields';
import { findTransferCertificate, type TcRegister } from '@/lib/tc-verification';
import { fillTemplate } from '@/lib/template';

export interface TcCheckLabels {
  numberLabel: string;
  numberHint: string;
  dateOfBirthLabel: string;
  dateOfBirthHint: string;
  submit: string;
  checking: string;
  /** '{campus}' */
  found: string;
  /** '{phone}' */
  notFound: string;
  /** '{phone}' */
  unavailable: string;
}

export interface TcCheckFormProps {
  labels: TcCheckLabels;
  register: TcRegister;
  /** Who issued a certificate, by campus: 'Aurora Global School, City Campus'. */
  issuers: Record<CampusId, string>;
  /** The school office's phone, in the answers. */
  officePhone: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; campus: CampusId }
  | { kind: 'not-found' }
  | { kind: 'unavailable' };

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand-600 user-invalid:border-red-700';

/**
 * The TC check: the browser's own checks on the two fields, then the hash of what was typed is
 * looked up in the register the page was built with. Nothing is sent. The fields are read on
 * submit, so what was typed before React started counts.
 */
export function TcCheckForm({
  labels,
  register,
  issuers,
  officePhone,
  labelledBy,
}: TcCheckFormProps) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // Each submit and each edit starts a new round: an answer for fields since changed is dropped.
  const round = useRef(0);
  const show = (next: Outcome, of: number) => {
    if (of === round.current) setOutcome(next);
  };
  const reset = () => show({ kind: 'idle' }, ++round.current);
  const id = useId();
  const checking = outcome.kind === 'checking';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    trimFormFields(form);
    if (!form.reportValidity()) return;
    const data = new FormData(form);
    const current = ++round.current;
    show({ kind: 'checking' }, current);
    try {
      const campus = await findTransferCertificate(
        register,
        String(data.get('number')),
        String(data.get('dateOfBirth')),
      );
      show(campus ? { kind: 'found', campus } : { kind: 'not-found' }, current);
    } catch {
      // No WebCrypto (an old browser, or a page not served over HTTPS).
      show({ kind: 'unavailable' }, current);
    }
  };

  const message =
    outcome.kind === 'found'
      ? fillTemplate(labels.found, { campus: issuers[outcome.campus] })
      : outcome.kind === 'not-found'
        ? fillTemplate(labels.notFound, { phone: officePhone })
        : outcome.kind === 'unavailable'
          ? fillTemplate(labels.unavailable, { phone: officePhone })
          : '';

  const field = (
    name: 'number' | 'dateOfBirth',
    label: string,
    hint: string,
    input: { type: 'text' | 'date'; autoComplete?: string },
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        required
        aria-describedby={`${id}-${name}-hint`}
        onInput={reset}
        className={controlClass}
        {...input}
      />
      <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );

  return (
    <form onSubmit={onSubmit} aria-labelledby={labelledBy} className="space-y-5">
      {field('number', labels.numberLabel, labels.numberHint, {
        type: 'text',
        autoComplete: 'off',
      })}
      {field('dateOfBirth', labels.dateOfBirthLabel, labels.dateOfBirthHint, { type: 'date' })}
      <button
        type="submit"
        disabled={checking}
        className={buttonClass('brand', 'disabled:cursor-wait disabled:bg-brand-600')}
      >
        {checking ? labels.checking : labels.submit}
      </button>
      {/* Always in the page, so screen readers announce the answer when it appears. */}
      <p
        role="status"
        className={
          message
            ? `rounded-lg border px-4 py-3 font-medium ${
                outcome.kind === 'found'
                  ? 'border-green-300 bg-green-50 text-green-900'
                  : 'border-amber-300 bg-amber-50 text-amber-900'
              }`
            : undefined
        }
      >
        {message}
      </p>
      <p data-form-fallback hidden role="alert" className="text-sm">
        {fillTemplate(labels.unavailable, { phone: officePhone })}
      </p>
    </form>
  );
}
