import {
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useBrowserValue } from '@/components/hooks/useBrowserValue';
import { FIELD_MAX_LENGTH, PHONE_PATTERN, withoutControlCharacters } from '@/lib/contact-fields';
import { localIsoDate } from './local-date';
import { fillTemplate } from '@/lib/template';
import {
  createVisitSender,
  EMPTY_VISIT_REQUEST,
  type VisitRequest,
} from '@/lib/visit/visit-request';
import { useVisitRequest } from './useVisitRequest';
import type { VisitWords } from './visit-words';

export interface VisitFormProps {
  /** The campus the visit is for, in English; without it the request names the school. */
  campusName?: string;
  /** The form's words in the page's language. */
  words: VisitWords;
  /** Runs `visit.closeAfterMs` after a successful send (the modal closes). */
  onSuccessElapsed: () => void;
  /** Names the form (the modal's title). */
  labelledBy?: string;
  /** Under the failure message: where to call or write instead (the campus's phones, WhatsApp). */
  notSent?: ReactNode;
}

// 16 px text keeps phones from zooming in on focus; the red border shows only after the
// visitor has interacted with a field the browser finds invalid.
const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand-600 user-invalid:border-red-700';

/** The visit request form: it only renders the states of `useVisitRequest`. */
export function VisitForm({
  campusName,
  words,
  onSuccessElapsed,
  labelledBy,
  notSent,
}: VisitFormProps) {
  const { visit } = words;
  const [values, setValues] = useState<VisitRequest>(EMPTY_VISIT_REQUEST);
  // One sender per form: it never has two requests in flight (lib/visit/visit-request.ts).
  const [sender] = useState(() => createVisitSender({ ...words.mail, language: words.language }));
  const send = useCallback(
    (request: VisitRequest) => sender.send(request, campusName),
    [sender, campusName],
  );
  const { status, submit } = useVisitRequest({
    send,
    closeAfterMs: visit.closeAfterMs,
    onSuccessElapsed,
  });
  // The visitor's own date, known only in the browser (the modal never renders on the server).
  const today = useBrowserValue(() => localIsoDate());
  const id = useId();
  const submitting = status === 'submitting';

  const onChange = (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => {
    const { name, value } = event.target;
    // Invisible control and format characters (a pasted zero-width space, a bidirectional
    // override) never enter a field, so the browser checks and the school gets what is seen.
    setValues((current) => ({ ...current, [name]: withoutControlCharacters(value) }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // A name or phone of spaces passes the browser's `required`: trim (and drop invisible
    // characters), then let the browser check again, with its own messages (no custom ones).
    const trimmed = trimRequest(values);
    flushSync(() => setValues(trimmed));
    if (!form.reportValidity()) return;
    // On failure every value stays as typed; only a sent request clears the form. The native
    // reset also clears the browser's "user has interacted" state, so the emptied required
    // fields are not outlined as errors.
    if (await submit(trimmed)) {
      form.reset();
      setValues(EMPTY_VISIT_REQUEST);
    }
  };

  const field = (name: keyof VisitRequest, required: boolean, control: ReactNode) => (
    <div className={name === 'name' || name === 'message' ? 'sm:col-span-2' : undefined}>
      {/* The asterisk stays outside the label, whose text is exactly the content's; `required`
          itself tells assistive technology. */}
      <div className="flex gap-1 text-sm font-medium text-ink">
        <label htmlFor={`${id}-${name}`}>{visit.labels[name]}</label>
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </div>
      {control}
    </div>
  );
  const input = (name: keyof VisitRequest) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange,
    className: controlClass,
  });

  const message =
    status === 'success' ? visit.successMessage : status === 'error' ? visit.errorMessage : '';

  return (
    <form onSubmit={onSubmit} aria-labelledby={labelledBy} className="grid gap-4 sm:grid-cols-2">
      {field(
        'name',
        true,
        <input
          {...input('name')}
          type="text"
          required
          maxLength={FIELD_MAX_LENGTH.name}
          autoComplete="name"
        />,
      )}
      {field(
        'phone',
        true,
        <input
          {...input('phone')}
          type="tel"
          required
          maxLength={FIELD_MAX_LENGTH.phone}
          pattern={PHONE_PATTERN}
          autoComplete="tel"
        />,
      )}
      {field(
        'email',
        false,
        <input
          {...input('email')}
          type="email"
          maxLength={FIELD_MAX_LENGTH.email}
          autoComplete="email"
        />,
      )}
      {field(
        'preferredDate',
        true,
        <input {...input('preferredDate')} type="date" required min={today ?? undefined} />,
      )}
      {field(
        'preferredTime',
        true,
        <select {...input('preferredTime')} required>
          <option value="">{visit.timePlaceholder}</option>
          {/* Shown in the page's language; the school receives the English slot. */}
          {words.englishTimeSlots.map((slot, index) => (
            <option key={slot} value={slot}>
              {visit.timeSlots[index] ?? slot}
            </option>
          ))}
        </select>,
      )}
      {field(
        'message',
        false,
        <textarea {...input('message')} rows={4} maxLength={FIELD_MAX_LENGTH.message} />,
      )}

      <div className="space-y-3 sm:col-span-2">
        {/* What the details are for, at the point they are given. The notice opens in a new
            tab, so nothing typed here is lost by reading it. */}
        <p className="text-sm text-slate-600">
          {fillTemplate(visit.privacyNote.text, { months: words.retentionMonths })}{' '}
          <a
            href={words.privacyHref}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-800 underline"
          >
            {visit.privacyNote.linkLabel}
            <span className="sr-only"> {visit.privacyNote.newTabNote}</span>
          </a>
        </p>
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-600 sm:w-auto"
        >
          {submitting && <Spinner />}
          {submitting ? visit.sendingLabel : visit.submitLabel}
        </button>
        {/* Always in the page, so screen readers announce the outcome when it appears. */}
        <p
          role="status"
          className={
            message
              ? `rounded-lg border px-4 py-3 text-sm font-medium ${
                  status === 'success'
                    ? 'border-green-300 bg-green-50 text-green-900'
                    : 'border-red-300 bg-red-50 text-red-900'
                }`
              : undefined
          }
        >
          {message}
        </p>
        {status === 'error' && notSent && <div className="text-sm text-ink">{notSent}</div>}
      </div>
    </form>
  );
}

/**
 * The request without control and format characters (line breaks kept) and without the spaces
 * around each value: a phone with a zero-width space in it is then a phone the browser accepts.
 */
function trimRequest(request: VisitRequest): VisitRequest {
  return Object.fromEntries(
    Object.entries(request).map(([name, value]) => [name, withoutControlCharacters(value).trim()]),
  ) as unknown as VisitRequest;
}

function Spinner() {
  return (
    <svg
      aria-hidden="true"
      data-testid="visit-spinner"
      viewBox="0 0 24 24"
      className="h-5 w-5 motion-safe:animate-spin"
      fill="none"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
