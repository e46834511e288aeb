'use client';

import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE_SELECTOR, trapTarget } from '@/lib/focus-trap';
import { lockScroll } from '@/lib/scroll-lock';

export interface ModalImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

export interface ImageModalProps {
  image: ModalImage;
  closeLabel: string;
  onClose: () => void;
}

/**
 * The About page's enlarged image (SPEC §2, §4): closes on the overlay, the × button and
 * Escape; keeps Tab inside; blocks page scrolling while open; on close restores scrolling and
 * returns focus to whatever opened it.
 */
export function ImageModal({ image, closeLabel, onClose }: ImageModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockScroll();
    closeRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const focusables = Array.from(
        dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR),
      );
      const current = focusables.indexOf(document.activeElement as HTMLElement);
      const target = trapTarget(focusables.length, current, event.shiftKey);
      if (target !== null) {
        event.preventDefault();
        focusables[target]?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
      opener?.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4 sm:p-10">
      <div
        aria-hidden="true"
        data-testid="image-modal-overlay"
        onClick={onClose}
        className="absolute inset-0 bg-brand-900/85 backdrop-blur-sm"
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={image.alt}
        className="relative flex max-h-full max-w-5xl flex-col items-center"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- static export: files are pre-sized by scripts/generate-images.mjs */}
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="(min-width: 1100px) 1024px, 92vw"
          width={image.width}
          height={image.height}
          alt={image.alt}
          className="max-h-[78vh] w-auto rounded-2xl bg-brand-800 object-contain shadow-2xl"
        />
        <p aria-hidden="true" className="mt-3 max-w-2xl text-center text-sm text-brand-100">
          {image.alt}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute -right-2 -top-2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-2xl leading-none font-bold text-brand-900 shadow-lg transition hover:bg-accent-300 sm:-right-4 sm:-top-4"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>,
    document.body,
  );
}
