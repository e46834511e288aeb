/**
 * A link that opens a dialog (`aria-haspopup="dialog"`) and is clicked before React runs keeps
 * the click as this mark on itself; its component answers the mark when it mounts.
 */
export const DIALOG_REQUEST_ATTRIBUTE = 'data-dialog-requested';

/** Takes a mark an input before React left on the element: true when there was one. */
export function takeEarlyRequest(element: Element | null, attribute: string): boolean {
  if (!element?.hasAttribute(attribute)) return false;
  element.removeAttribute(attribute);
  return true;
}

/** Takes the mark a click before React left on a dialog's link. */
export function takeDialogRequest(element: Element | null): boolean {
  return takeEarlyRequest(element, DIALOG_REQUEST_ATTRIBUTE);
}
