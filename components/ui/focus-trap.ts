// Keeps Tab and Shift+Tab inside a modal: from the last focusable element Tab wraps to the
// first, and from the first (or from the dialog itself) Shift+Tab wraps to the last.

export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Where focus must go for a Tab press, or null to let the browser move it normally.
 * `current` is the index of the focused element among `count` focusables (-1 if none of them).
 */
export function trapTarget(count: number, current: number, shiftKey: boolean): number | null {
  if (count === 0) return null;
  if (shiftKey) return current <= 0 ? count - 1 : null;
  return current === -1 || current >= count - 1 ? 0 : null;
}
