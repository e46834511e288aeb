'use client';

import { useEffect, useId, useRef, type MouseEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { site } from '@/content/site';
import { visit } from '@/content/visit';
import { FOCUSABLE_SELECTOR, trapTarget } from '@/lib/focus-trap';
import { lockScroll } from '@/lib/scroll-lock';
import { preloadEmailClient, visitIntro } from '@/lib/visit-request';
import { VisitForm } from './VisitForm';

export interface VisitModalProps {
  open: boolean;
  /** Runs after the dialog has closed, whatever closed it. */
  onClose: () => void;
  campusName?: string;
  /** Gets focus back when the dialog closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * 'Schedule a Visit' (SPEC §2). A native modal <dialog>: the page behind it is inert and it sits
 * above everything. It closes on the overlay, the × button, Escape and 2 s after a sent request;
 * Tab stays inside it, page scroll is locked while it is open, and focus returns to the opener.
 * It stays mounted when closed, so whatever the visitor typed survives an accidental close.
 */
export function VisitModal({ open, onClose, campusName, returnFocusTo }: VisitModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const introId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    preloadEmailClient();
    const unlock = lockScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (event.key !== 'Tab' || !dialog) return;
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
      document.removeEventListener('keydown', onKeyDown);
      unlock();
    };
  }, [open]);

  // Every way of closing ends in the native 'close' event: Escape, the × button, the overlay,
  // the success timer, and the browser's own close requests (e.g. Android's back gesture).
  const onDialogClose = () => {
    returnFocusTo.current?.focus();
    onClose();
  };
  const close = () => dialogRef.current?.close();

  // A click on the ::backdrop targets the dialog itself; its content fills the dialog's box.
  // Pressing inside (e.g. selecting text) and releasing outside must not close it.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) close();
  };

  // On the white dialog the site's amber focus ring is too faint (2:1), so here it is indigo.
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onClose={onDialogClose}
      onMouseDown={onMouseDown}
      onClick={onClick}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl overflow-hidden rounded-2xl bg-white p-0 text-left text-ink shadow-2xl backdrop:bg-brand-900/70 [&_:focus-visible]:outline-3 [&_:focus-visible]:outline-offset-2 [&_:focus-visible]:outline-brand-700"
    >
      <div className="max-h-[calc(100dvh-1.5rem)] overflow-y-auto overscroll-contain px-5 py-6 sm:px-8 sm:py-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-brand-900">
            {visit.title}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={visit.closeLabel}
            className="-mr-2 -mt-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none">
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <p id={introId} className="mb-6 mt-2 text-slate-700">
          {visitIntro(visit.intro, campusName, site.name)}
        </p>
        <VisitForm campusName={campusName} onSuccessElapsed={close} labelledBy={titleId} />
      </div>
    </dialog>,
    document.body,
  );
}
