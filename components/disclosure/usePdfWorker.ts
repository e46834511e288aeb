import { useEffect, useRef, useState } from 'react';
import { markOnce } from './user-timing';
import {
  EARLY_WORKER_GLOBAL,
  EARLY_WORKER_PENDING,
  EARLY_WORKER_STARTED,
  PDF_WORKER_SRC,
  WORKER_READY_MARK,
  type EarlyPdfWorker,
} from './viewer-types';

/** A worker that has neither started nor failed by now is treated as a setup failure. */
export const WORKER_START_TIMEOUT_MS = 20_000;

/**
 * The worker the viewer page started early (ViewerHeadStart), once: the first attempt adopts it,
 * a retry after a failure starts a fresh one. The global stays, emptied, so that a page script
 * that runs after the viewer (it waits for page 1's image to paint) starts no second worker,
 * which a retry would otherwise adopt in whatever state it is.
 */
function takeEarlyWorker(): EarlyPdfWorker | null {
  const slot = window as unknown as Record<string, EarlyPdfWorker | null | undefined>;
  const early = slot[EARLY_WORKER_GLOBAL] ?? null;
  slot[EARLY_WORKER_GLOBAL] = null;
  return early;
}

/**
 * Starts the pdf.js worker for one load attempt and hands it over once its script runs.
 *
 * Started by the page itself before React runs (so the worker script, the largest download,
 * loads and compiles while the framework does), or here for a retry. And not by pdf.js: when
 * the worker script fails to load, pdf.js 6.3 falls back to a "fake worker" that imports the
 * same script on the main thread, fails with 'Setting up fake worker failed: "Failed to fetch
 * dynamically imported module…"' (which lib/disclosure/pdf-errors.ts would read as a fetch failure), and
 * remembers that failure for the rest of the page's life, so 'Try Again' could never recover.
 * Here a missing worker is a clear 'worker' error, the wait is bounded, and every attempt gets
 * a fresh worker.
 */
export function usePdfWorker(onError: (error: Error) => void): Worker | null {
  const [ready, setReady] = useState<Worker | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    let settled = false;
    let worker: Worker | null = null;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      onErrorRef.current(new Error(`The PDF worker ${reason} (${PDF_WORKER_SRC}).`));
    };
    const succeed = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      markOnce(WORKER_READY_MARK);
      setReady(worker);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => fail('did not start in time'), WORKER_START_TIMEOUT_MS);
      adopt();
    };
    const adopt = () => {
      try {
        const early = takeEarlyWorker();
        worker = early?.worker ?? new Worker(PDF_WORKER_SRC, { type: 'module' });
        worker.addEventListener('error', () => fail('script could not be loaded'));
        // pdf.js's worker announces itself with a 'ready' message once its script has run.
        worker.addEventListener('message', (event: MessageEvent<{ action?: string } | null>) => {
          if (event.data?.action === 'ready') succeed();
        });
        // An early worker may have got there before this effect ran.
        if (early?.failed) fail('script could not be loaded');
        else if (early?.ready) succeed();
      } catch {
        fail('could not be created');
      }
    };
    // The page's early script is still waiting for page 1's image to paint: the worker starts
    // then, not before, so it never competes with that image for the phone's bandwidth.
    const waiting = (window as unknown as Record<string, unknown>)[EARLY_WORKER_PENDING] === true;
    if (waiting) window.addEventListener(EARLY_WORKER_STARTED, start, { once: true });
    else start();
    return () => {
      settled = true;
      window.removeEventListener(EARLY_WORKER_STARTED, start);
      clearTimeout(timer);
      worker?.terminate();
    };
  }, []);

  return ready;
}
