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
