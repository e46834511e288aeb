import { useCallback, useEffect, useRef, useState } from 'react';
import type { SendOutcome, VisitRequest } from '@/lib/visit/visit-request';

/** idle → submitting → success (→ idle after closeAfterMs) or error. */
export type VisitStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface UseVisitRequestOptions {
  /** Sends one request; resolves with the outcome and never rejects. */
  send: (request: VisitRequest) => Promise<SendOutcome>;
  /** After a success, the status clears and `onSuccessElapsed` runs after this many ms. */
  closeAfterMs: number;
  onSuccessElapsed: () => void;
}

/**
 * The visit form's state machine. One submission sends once, however fast the button is
 * clicked: a ref blocks a second send before React has re-rendered the disabled button.
 * Resolves true when the request was sent.
 */
export function useVisitRequest({ send, closeAfterMs, onSuccessElapsed }: UseVisitRequestOptions) {
  const [status, setStatus] = useState<VisitStatus>('idle');
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onElapsed = useRef(onSuccessElapsed);

  useEffect(() => {
    onElapsed.current = onSuccessElapsed;
  }, [onSuccessElapsed]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useCallback(
    async (request: VisitRequest): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      clearTimeout(timer.current);
      setStatus('submitting');
      const outcome = await send(request);
      inFlight.current = false;
      if (outcome.ok) {
        setStatus('success');
        timer.current = setTimeout(() => {
          setStatus('idle');
          onElapsed.current();
        }, closeAfterMs);
        return true;
      }
      console.error(
        `Visit request not sent (${outcome.failure.kind}): ${outcome.failure.message}`,
        outcome.failure.cause,
      );
      setStatus('error');
      return false;
    },
    [send, closeAfterMs],
  );

  return { status, submit };
}
