// What the forms accept from visitors: the browser's own checks, run on trimmed values.

/** A phone number needs at least this many digits (an Indian mobile number has 10). */
export const PHONE_MIN_DIGITS = 10;

/**
 * The phone rule as an HTML `pattern`: digits, spaces, '+', '-' and parentheses only, and at
 * least PHONE_MIN_DIGITS digits. Browsers compile patterns with the 'v' flag, where '(', ')' and
 * '-' must be escaped inside a class; the escapes are valid with 'u' too.
 */
export const PHONE_PATTERN = `(?:[ +\\-\\(\\)]*[0-9]){${PHONE_MIN_DIGITS}}[0-9 +\\-\\(\\)]*`;

/** The same rule in script, for the tests and anyone checking a number outside a form. */
export function isValidPhone(value: string): boolean {
  return new RegExp(`^(?:${PHONE_PATTERN})$`, 'v').test(value.trim());
}

/**
 * Trims every text field of a form in place, so that a field of spaces is empty when the
 * browser checks it again. Returns whether any value changed.
 */
export function trimFormFields(form: HTMLFormElement): boolean {
  let changed = false;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (element instanceof HTMLInputElement && !TEXT_INPUT_TYPES.has(element.type)) continue;
    const trimmed = element.value.trim();
    if (trimmed !== element.value) {
      element.value = trimmed;
      changed = true;
    }
  }
  return changed;
}

const TEXT_INPUT_TYPES = new Set(['text', 'tel', 'email', 'search', 'url']);

/** A phone number as a tel: link target: '+91 00000 11111' → 'tel:+910000011111'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}

/**
 * The longest value each kind of field accepts, as the fields' `maxlength` (the browser's own
 * check: it stops typing at the bound). Both forms take their bounds from here.
 */
export const FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 20,
  subject: 150,
  message: 2000,
} as const;

/**
 * Control and format characters (bidirectional overrides such as U+202E, zero-width spaces,
 * the bell U+0007, soft hyphens), which no visitor means to send: all of them except the line
 * break and the zero-width joiner and non-joiner, which choose how Devanagari letters join (a
 * Marathi name or message typed with them reads differently without them). A carriage return
 * is dropped too, so every line break reaches the school as '\n'.
 */
const INVISIBLE_CHARACTERS = /(?![\n\u200C\u200D])[\p{Cc}\p{Cf}]/gu;

/** What a visitor typed, without control and format characters; line breaks are kept. */
export function withoutControlCharacters(value: string): string {
  return value.replace(INVISIBLE_CHARACTERS, '');
}

/**
 * A typed value as the school may receive it: without control and format characters, without
 * the spaces around it, and never longer than `maxLength` (a value set by a script escapes the
 * browser's own check).
 */
export function cleanFieldValue(value: string, maxLength: number): string {
  return withoutControlCharacters(value).trim().slice(0, maxLength);
}
