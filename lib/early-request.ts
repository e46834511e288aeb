/**
 * A link that opens a dialog (`aria-haspopup="dialog"`) and is clicked before React runs keeps
 * the click as this mark on itself; its component answers the mark when it mounts.
 */
export const DIALOG_REQUEST_ATTRIBUTE = 'data-dialog-requested';

/** Takes the mark a click before React left on the element: true when there was one. */
export function takeDialogRequest(element: Element | null): boolean {
  if (!element?.hasAttribute(DIALOG_REQUEST_ATTRIBUTE)) return false;
  element.removeAttribute(DIALOG_REQUEST_ATTRIBUTE);
  return true;
}
