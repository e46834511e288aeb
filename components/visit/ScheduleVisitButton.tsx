'use client';

import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useOnDemandComponent } from '@/components/hooks/useOnDemandComponent';
import { buttonClass } from '@/components/ui/buttonStyles';
import { cn } from '@/lib/cn';
import { DIALOG_REQUEST, startAnswering, stopAnswering } from '@/lib/early-request';
import { loadOnce } from '@/lib/load-once';
import type { VisitModalProps } from './VisitModal';
import type { VisitWords } from './visit-words';

export interface ScheduleVisitButtonProps {
  /** The campus the visit is for, in English; without it the request names the school. */
  campusName?: string;
  /** The dialog's words, in the page's language. */
  words: VisitWords;
  /** Shown when the dialog's code could not load: other ways to reach the school. */
  unavailable: ReactNode;
  /** Under the form's failure message: where to call or write instead (plain links). */
  notSent?: ReactNode;
  className?: string;
  /** The link's content; the words' 'Schedule a Visit' by default. */
  label?: ReactNode;
  /** Where the note shown when the dialog cannot load is placed; the next line by default. */
  unavailablePlace?: string;
}

// The modal, its form and (when it opens) the e-mail SDK are separate chunks fetched on first
// interest, so a page carries only this link. A failed download is forgotten, so a retry works.
const loadModal = loadOnce<ComponentType<VisitModalProps>>(() =>
  import('./VisitModal').then((module) => module.VisitModal),
);
const warmUp = () => void loadModal().catch(() => {});

/**
 * 'Schedule a Visit': a link to /contact whose click opens the visit modal instead;
 * the URL does not change. Without JavaScript it stays a plain link.
 */
export function ScheduleVisitButton({
  campusName,
  words,
  unavailable,
  notSent,
  className,
  label,
  unavailablePlace = 'basis-full',
}: ScheduleVisitButtonProps) {
  const { visit } = words;
  const opener = useRef<HTMLAnchorElement>(null);
  const [Modal, fetchModal] = useOnDemandComponent(loadModal);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const openModal = () => {
    setOpen(true);
    fetchModal((error) => {
      setOpen(false);
      setFailed(true);
      console.error('The visit form could not be loaded:', error);
    });
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // No /contact screen exists: every click opens the modal, modified ones too.
    event.preventDefault();
    openModal();
  };

  // The click handler is live from the commit, and so is this: from here the page's inline
  // script (components/layout/before-react.ts) leaves clicks to it. A click kept before is
  // answered now, once.
  useLayoutEffect(() => {
    const link = opener.current!;
    if (startAnswering(link, DIALOG_REQUEST)) openModal();
    return () => stopAnswering(link, DIALOG_REQUEST);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);

  return (
    <>
      <a
        ref={opener}
        href={visit.contactHref}
        aria-haspopup="dialog"
        onClick={onClick}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        className={className ?? buttonClass('accent')}
      >
        {label ?? visit.openLabel}
      </a>
      {failed && (
        <div
          role="alert"
          className={cn(
            'rounded-xl bg-white p-4 text-left text-sm text-ink shadow-md',
            unavailablePlace,
          )}
        >
          {unavailable}
        </div>
      )}
      {Modal && (
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          campusName={campusName}
          words={words}
          notSent={notSent}
          returnFocusTo={opener}
        />
      )}
    </>
  );
}
