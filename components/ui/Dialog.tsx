import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  type ButtonHTMLAttributes,
  type DialogHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE_SELECTOR, trapTarget } from '@/components/ui/focus-trap';
import { lockScroll } from '@/components/ui/scroll-lock';

export interface DialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'children'
> {
  /** Shown as a modal while true. */
  open: boolean;
  /** Runs once the dialog has closed, whatever closed it. */
  onClose: () => void;
  /** Gets focus back on close; by default, whatever had focus when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const CloseDialog = createContext<() => void>(() => {});

/** Closes the dialog around the caller (a timer's or a form's way out). */
export function useDialogClose(): () => void {
  return useContext(CloseDialog);
}

/** A button that closes the dialog around it: the × in a corner. */
export function DialogCloseButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  const close = useDialogClose();
  return <button type="button" onClick={close} {...props} />;
}

/**
 * The site's one modal dialog, on the native <dialog> element (`showModal()`): the page behind
 * is inert and the dialog sits above everything. Every way of closing ends in the element's
 * 'close' event — Escape, a click on the backdrop, `useDialogClose()` or a DialogCloseButton
 * inside, and the browser's own close requests (Android's back gesture) — which returns focus
 * to the opener and calls `onClose`. While open, page scrolling is locked and Tab stays inside.
 * Name it with `aria-labelledby` (its heading) or `aria-label`.
 */
export function Dialog({ open, onClose, returnFocusTo, children, ...attributes }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const unlock = lockScroll();
    // The page scrolls again the moment the dialog closes: its 'close' event comes a task later.
    const closed = new MutationObserver(() => {
      if (!dialog.open) unlock();
    });
    closed.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    // The native modal keeps focus out of the page, but Tab would still leave for the browser's
    // own toolbar: wrap it from the last control to the first and back.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR));
      const active = document.activeElement as HTMLElement | null;
      const target = trapTarget(
        focusables.length,
        active ? focusables.indexOf(active) : -1,
        event.shiftKey,
      );
      if (target === null) return;
      event.preventDefault();
      focusables[target]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      closed.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      unlock();
    };
  }, [open]);

  const close = useCallback(() => dialogRef.current?.close(), []);
  const onDialogClose = () => {
    (returnFocusTo?.current ?? opener.current)?.focus({ preventScroll: true });
    onClose();
  };

  // A click on the ::backdrop (or on the dialog's own padding) targets the dialog itself.
  // Pressing inside (selecting text, say) and releasing outside must not close it.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) close();
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-modal="true"
      {...attributes}
      onClose={onDialogClose}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <CloseDialog value={close}>{children}</CloseDialog>
    </dialog>,
    document.body,
  );
}
