/**
 * What the page's inline script (components/layout/before-react.ts) keeps of an input that came
 * before the control answering it listened: a request, as a mark on an element. The control
 * sets a second mark on the same element once it listens, and from then on the script leaves
 * such inputs to it. The script must see the input first: while React hydrates, its own listener
 * stops a tap or a key press whose target is not hydrated yet, and nothing else would answer it.
 */
export interface EarlyRequestMarks {
  /** Set by the script: the input came, and nobody answered it yet. */
  request: string;
  /** Set by the control while it listens. */
  listening: string;
}

/** A link that opens a dialog (`aria-haspopup="dialog"`) holds its own click's marks. */
export const DIALOG_REQUEST: EarlyRequestMarks = {
  request: 'data-dialog-requested',
  listening: 'data-dialog-listening',
};

/**
 * Says the control now listens on `element`, and takes the request kept until then, so it is
 * answered once: true when there was one.
 */
export function startAnswering(element: Element, marks: EarlyRequestMarks): boolean {
  element.setAttribute(marks.listening, '');
  if (!element.hasAttribute(marks.request)) return false;
  element.removeAttribute(marks.request);
  return true;
}

/** Says the control no longer listens: the script keeps such inputs again. */
export function stopAnswering(element: Element, marks: EarlyRequestMarks): void {
  element.removeAttribute(marks.listening);
}
