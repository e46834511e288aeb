import { useEffect, useId, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '@/components/icons';
import { Dialog, DialogCloseButton, useDialogClose } from '@/components/ui/Dialog';
import { preloadEmailClient, visitIntro } from '@/lib/visit/visit-request';
import { VisitForm } from './VisitForm';
import type { VisitWords } from './visit-words';

export interface VisitModalProps {
  open: boolean;
  /** Runs after the dialog has closed, whatever closed it. */
  onClose: () => void;
  /** The campus the visit is for, in English (what the request names). */
  campusName?: string;
  /** The dialog's words, in the page's language. */
  words: VisitWords;
  /** Gets focus back when the dialog closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** Under the failure message: where to call or write instead. */
  notSent?: ReactNode;
}

/**
 * 'Schedule a Visit', in the site's modal dialog (components/ui/Dialog): it closes on
 * the overlay, the × button, Escape and 2 s after a sent request. It stays mounted when closed,
 * so whatever the visitor typed survives an accidental close.
 */
export function VisitModal({
  open,
  onClose,
  campusName,
  words,
  returnFocusTo,
  notSent,
}: VisitModalProps) {
  const { visit } = words;
  const titleId = useId();
  const introId = useId();

  useEffect(() => {
    if (open) preloadEmailClient();
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      aria-labelledby={titleId}
      aria-describedby={introId}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl overflow-hidden rounded-2xl bg-white p-0 text-left text-ink shadow-2xl backdrop:bg-brand-900/70"
    >
      <div className="max-h-[calc(100dvh-1.5rem)] overflow-y-auto overscroll-contain px-5 py-6 sm:px-8 sm:py-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-brand-900">
            {visit.title}
          </h2>
          <DialogCloseButton
            aria-label={visit.closeLabel}
            className="-mr-2 -mt-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink"
          >
            <CloseIcon />
          </DialogCloseButton>
        </div>
        <p id={introId} className="mb-6 mt-2 text-slate-700">
          {visitIntro(visit.intro, words.campusName, words.schoolName)}
        </p>
        <VisitDialogForm
          campusName={campusName}
          words={words}
          labelledBy={titleId}
          notSent={notSent}
        />
      </div>
    </Dialog>
  );
}

/** The form, closing its dialog 2 s after a sent request. */
function VisitDialogForm({
  campusName,
  words,
  labelledBy,
  notSent,
}: {
  campusName?: string;
  words: VisitWords;
  labelledBy: string;
  notSent?: ReactNode;
}) {
  const close = useDialogClose();
  return (
    <VisitForm
      campusName={campusName}
      words={words}
      onSuccessElapsed={close}
      labelledBy={labelledBy}
      notSent={notSent}
    />
  );
}
