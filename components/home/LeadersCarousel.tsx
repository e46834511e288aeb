'use client';

import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/icons';
import {
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import {
  autoAdvanceIndex,
  canGoNext,
  canGoPrev,
  clampIndex,
  stepIndex,
} from '@/components/home/carousel';
import { cn } from '@/lib/cn';

export interface CarouselSlide {
  /** Names the slide ('1 of 3'). */
  label: string;
  /** Names the slide's dot. */
  dotLabel: string;
  /** The slide's content, rendered on the server. */
  content: ReactNode;
}

export interface CarouselControlLabels {
  previous: string;
  next: string;
  dots: string;
  stopRotation: string;
  startRotation: string;
}

export interface LeadersCarouselProps {
  slides: CarouselSlide[];
  intervalMs: number;
  labels: CarouselControlLabels;
}

/** Focus that came from the keyboard (a mouse click on an arrow must not stop the rotation). */
function isKeyboardFocus(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The leaders' messages, following the WAI-ARIA carousel pattern (the region around it,
 * labelled by the section heading, and the slides' content come from LeadersSection, rendered
 * on the server). It moves on every `intervalMs`, wrapping from the last message to the first;
 * the arrows stop at the ends; any manual navigation restarts the timer. It pauses while
 * hovered or keyboard-focused, stays still under prefers-reduced-motion, and its rotation can
 * be stopped (WCAG 2.2.2).
 */
export function LeadersCarousel({ slides, intervalMs, labels }: LeadersCarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // Bumped by every manual navigation, so the timer starts over even when the index is unchanged.
  const [navigations, setNavigations] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const slidesId = useId();

  const canRotate = count > 1 && !reducedMotion;
  const rotating = canRotate && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((current) => autoAdvanceIndex(current, count)),
      intervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, navigations, count, intervalMs]);

  const goTo = (target: number) => {
    setIndex(clampIndex(target, count));
    setNavigations((n) => n + 1);
  };

  const onPointerEnter = (event: PointerEvent) => {
    // A tap is not a hover: on touch screens it would otherwise pause the rotation for good.
    if (event.pointerType !== 'touch') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') setHovered(false);
  };
  const onFocus = (event: FocusEvent) => {
    if (isKeyboardFocus(event.target)) setFocused(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const prevEnabled = canGoPrev(index);
  const nextEnabled = canGoNext(index, count);

  return (
    <div
      className="mt-12"
      data-testid="leaders-carousel"
      data-rotating={rotating ? 'true' : 'false'}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* All slides share one grid cell: the tallest sets the height, so nothing jumps. */}
      {/* Without JavaScript every message shows, one under the other, and no control. */}
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="grid noscript:gap-6">
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <div
              key={slide.label}
              role="group"
              aria-roledescription="slide"
              aria-label={slide.label}
              data-current={current ? 'true' : 'false'}
              className={cn(
                'col-start-1 row-start-1 transition-[opacity,visibility] duration-500 noscript:visible noscript:col-auto noscript:row-auto noscript:opacity-100',
                current ? 'visible opacity-100' : 'invisible opacity-0',
              )}
            >
              {slide.content}
            </div>
          );
        })}
      </div>

      <div className="mt-8 flex items-center justify-center gap-3 noscript:hidden sm:gap-4">
        {canRotate && (
          <button
            type="button"
            onClick={() => setStopped((was) => !was)}
            aria-label={stopped ? labels.startRotation : labels.stopRotation}
            className="mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-800 text-white transition hover:bg-brand-900"
          >
            {stopped ? <PlayIcon /> : <PauseIcon />}
          </button>
        )}
        <StepButton
          label={labels.previous}
          controls={slidesId}
          enabled={prevEnabled}
          onStep={() => goTo(stepIndex(index, -1, count))}
        >
          <ChevronLeftIcon className="h-5 w-5" />
        </StepButton>
        <div role="group" aria-label={labels.dots} className="flex items-center">
          {slides.map((slide, i) => (
            <button
              key={slide.label}
              type="button"
              aria-label={slide.dotLabel}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => goTo(i)}
              className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-3 rounded-full transition-all',
                  i === index
                    ? 'w-7 bg-brand-700'
                    : 'w-3 border-2 border-brand-700 group-hover:bg-brand-200',
                )}
              />
            </button>
          ))}
        </div>
        <StepButton
          label={labels.next}
          controls={slidesId}
          enabled={nextEnabled}
          onStep={() => goTo(stepIndex(index, 1, count))}
        >
          <ChevronRightIcon className="h-5 w-5" />
        </StepButton>
      </div>
    </div>
  );
}

interface StepButtonProps {
  label: string;
  controls: string;
  enabled: boolean;
  onStep: () => void;
  children: ReactNode;
}

/** 'Previous' or 'Next': stays focusable when there is nowhere to go (aria-disabled). */
function StepButton({ label, controls, enabled, onStep, children }: StepButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      aria-disabled={!enabled}
      onClick={() => enabled && onStep()}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-800 transition hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:border-brand-200 aria-disabled:text-brand-200 aria-disabled:hover:bg-white"
    >
      {children}
    </button>
  );
}
