'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/buttonStyles';
import type { CampusId } from '@/content/schema';
import { FIELD_MAX_LENGTH, trimFormFields } from '@/lib/contact-fields';
import {
  findTransferCertificate,
  parseTcCode,
  type TcListEntry,
  type TcMatch,
} from '@/lib/transfer-certificates/tc-verification';
import { fillTemplate } from '@/lib/template';

export interface TcCheckLabels {
  numberLabel: string;
  numberHint: string;
  codeLabel: string;
  codeHint: string;
  codeInvalid: string;
  nameLabel: string;
  nameHint: string;
  dateOfBirthLabel: string;
  dateOfBirthHint: string;
  submit: string;
  checking: string;
  /** '{campus}', '{issuedOn}' */
  found: string;
  /** '{phone}' */
  foundMeaning: string;
  /** '{phone}' */
  withdrawn: string;
  /** '{phone}' */
  notFound: string;
  /** '{phone}' */
  unavailable: string;
}

export interface TcCheckFormProps {
  labels: TcCheckLabels;
  /** The list the page was built with: hashes, never a number, name or date of birth. */
  list: readonly TcListEntry[];
  /** Who issued a certificate, by campus: 'Aurora Global School, City Campus'. */
  issuers: Partial<Record<CampusId, string>>;
  /** The school office's phone, in the answers. */
  officePhone: string;
  /** The locale the issue date is written in, e.g. 'mr-IN-u-nu-latn'. */
  dateLocale: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; match: TcMatch }
  | { kind: 'not-found' }
  | { kind: 'unavailable' };

type FieldName = 'number' | 'code' | 'name' | 'dateOfBirth';

/** The fields the QR code's address fills in from its fragment (never sent to any server). */
const FRAGMENT_FIELDS = ['number', 'code'] as const;

/**
 * The longest TC number or code the check accepts as typed: room for the spaces, dashes and
 * invisible characters a paste brings, which normalisation removes.
 */
const TC_TYPED_MAX_LENGTH = 60;

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand-600 user-invalid:border-red-700';

/**
 * The TC check: the browser's own checks on the four fields, then the hash of what was typed is
 * looked up in the list the page was built with. Nothing is sent. The fields are read on submit,
 * so what was typed before React started counts; the number and code of the address's fragment
 * (`#number=…&code=…`, what the certificate's QR code opens) fill their fields, and the fragment
 * is then removed from the address with `history.replaceState`.
 */
export function TcCheckForm({
  labels,
  list,
  issuers,
  officePhone,
  dateLocale,
  labelledBy,
}: TcCheckFormProps) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // Each submit and each edit starts a new round: an answer for fields since changed is dropped.
  const round = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const show = (next: Outcome, of: number) => {
    if (of === round.current) setOutcome(next);
  };
  const id = useId();
  const checking = outcome.kind === 'checking';

  useEffect(() => {
    // On load a field already typed in is kept; a new fragment (another QR code scanned into this
    // tab) replaces both. Once read, the fragment leaves the address: the number and code stay in
    // neither the address bar nor the browser's history (the path and query are kept).
    const fill = (replace: boolean) => {
      const form = formRef.current;
      if (!form) return;
      const fragment = new URLSearchParams(window.location.hash.slice(1));
      if (!FRAGMENT_FIELDS.some((name) => fragment.has(name))) return;
      for (const name of FRAGMENT_FIELDS) {
        const value = fragment.get(name);
        const input = form.elements.namedItem(name);
        if (value && input instanceof HTMLInputElement && (replace || input.value === '')) {
          input.value = value;
        }
      }
      // With a null state, Next's router (which observes replaceState once it has started) takes
      // the address without the fragment as its own, keeps its own state in the entry, and so
      // never writes the fragment back; a microtask, so that its observer is in place even when
      // this runs in the same commit as the router's own effects.
      queueMicrotask(() =>
        window.history.replaceState(null, '', window.location.pathname + window.location.search),
      );
      if (replace) {
        round.current += 1;
        setOutcome({ kind: 'idle' });
      }
    };
    fill(false);
    const onHashChange = () => fill(true);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const onInput = (event: FormEvent<HTMLInputElement>) => {
    event.currentTarget.setCustomValidity('');
    show({ kind: 'idle' }, ++round.current);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    trimFormFields(form);
    const code = form.elements.namedItem('code') as HTMLInputElement;
    code.setCustomValidity(code.value === '' || parseTcCode(code.value) ? '' : labels.codeInvalid);
    if (!form.reportValidity()) return;
    const data = new FormData(form);
    const current = ++round.current;
    show({ kind: 'checking' }, current);
    try {
      const match = await findTransferCertificate(list, {
        number: String(data.get('number')),
        code: String(data.get('code')),
        name: String(data.get('name')),
        dateOfBirth: String(data.get('dateOfBirth')),
      });
      show(match ? { kind: 'found', match } : { kind: 'not-found' }, current);
    } catch {
      // No WebCrypto (an old browser, or a page not served over HTTPS).
      show({ kind: 'unavailable' }, current);
    }
  };

  const phone = { phone: officePhone };
  const message =
    outcome.kind === 'found'
      ? outcome.match.withdrawn
        ? fillTemplate(labels.withdrawn, phone)
        : `${fillTemplate(labels.found, {
            campus: issuers[outcome.match.campus] ?? outcome.match.campus,
            issuedOn: new Intl.DateTimeFormat(dateLocale, {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            }).format(new Date(`${outcome.match.issuedOn}T00:00:00Z`)),
          })} ${fillTemplate(labels.foundMeaning, phone)}`
      : outcome.kind === 'not-found'
        ? fillTemplate(labels.notFound, phone)
        : outcome.kind === 'unavailable'
          ? fillTemplate(labels.unavailable, phone)
          : '';
  const genuine = outcome.kind === 'found' && !outcome.match.withdrawn;

  const field = (
    name: FieldName,
    label: string,
    hint: string,
    input: {
      type: 'text' | 'date';
      autoComplete?: string;
      spellCheck?: boolean;
      maxLength?: number;
    },
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
        onInput={onInput}
        className={controlClass}
        {...input}
      />
      <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} aria-labelledby={labelledBy} className="space-y-5">
      {field('number', labels.numberLabel, labels.numberHint, {
        type: 'text',
        autoComplete: 'off',
        spellCheck: false,
        maxLength: TC_TYPED_MAX_LENGTH,
      })}
      {field('code', labels.codeLabel, labels.codeHint, {
        type: 'text',
        autoComplete: 'off',
        spellCheck: false,
        maxLength: TC_TYPED_MAX_LENGTH,
      })}
      {field('name', labels.nameLabel, labels.nameHint, {
        type: 'text',
        autoComplete: 'off',
        spellCheck: false,
        maxLength: FIELD_MAX_LENGTH.name,
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
                genuine
                  ? 'border-green-300 bg-green-50 text-green-900'
                  : 'border-amber-300 bg-amber-50 text-amber-900'
              }`
            : undefined
        }
      >
        {message}
      </p>
      <p data-form-fallback hidden role="alert" className="text-sm">
        {fillTemplate(labels.unavailable, phone)}
      </p>
    </form>
  );
}
