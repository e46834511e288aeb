import { useEffect, useRef, useState } from 'react';
import { PDF_WORKER_SRC } from './viewer-types';

/** A worker that has neither started nor failed by now is treated as a setup failure. */
export const WORKER_START_TIMEOUT_MS = 20_000;

/**
 * Starts the pdf.js worker for one load attempt and hands it over once its script runs.
 *
 * Started here, in the viewer's small first chunk, so the worker script (the largest download)
 * comes in parallel with react-pdf's code instead of after it. And not by pdf.js itself: when
 * the worker script fails to load, pdf.js 6.3 falls back to a "fake worker" that imports the
 * same script on the main thread, fails with 'Setting up fake worker failed: "Failed to fetch
 * dynamically imported module…"' (which SPEC §8's first row would call a fetch failure), and
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
    const timer = setTimeout(() => fail('did not start in time'), WORKER_START_TIMEOUT_MS);
    try {
      worker = new Worker(PDF_WORKER_SRC, { type: 'module' });
      worker.addEventListener('error', () => fail('script could not be loaded'));
      // pdf.js's worker announces itself with a 'ready' message once its script has run.
      worker.addEventListener('message', (event: MessageEvent<{ action?: string } | null>) => {
        if (settled || event.data?.action !== 'ready') return;
        settled = true;
        clearTimeout(timer);
        setReady(worker);
      });
    } catch {
      fail('could not be created');
    }
    return () => {
      settled = true;
      clearTimeout(timer);
      worker?.terminate();
    };
  }, []);

  return ready;
}
