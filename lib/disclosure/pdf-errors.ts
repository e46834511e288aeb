// Disclosure viewer: every failure the viewer can meet, mapped to the key of its one
// message in content/disclosure.ts (`disclosureErrorMessages`). The only place this is decided.
import type { DisclosureErrorKey } from '@/content/disclosure';

/** Where a failure happened: the document load, around the viewer, one page, or the route. */
export type ViewerFailure =
  | { stage: 'load'; error: unknown }
  | { stage: 'outer'; error?: unknown }
  | { stage: 'page'; error?: unknown }
  | { stage: 'campus' };

/**
 * Load errors are matched on their message, in this order (the first rule that matches wins):
 * 'Failed to fetch', then 'Invalid PDF', then 'worker', then any other load error. Matching
 * ignores case: pdf.js says "Worker" in its API/worker version mismatch error, which is exactly
 * the setup fault the 'worker' rule is for.
 *
 * pdf.js 6.3's real shapes, for reference:
 * - network failure: TypeError "Failed to fetch"                     → fetchFailed
 * - a body that is not a PDF: InvalidPDFException "Invalid PDF structure." → invalidPdf
 * - worker script missing: the viewer's own "The PDF worker script could not be loaded…"
 *   (see usePdfWorker), or pdf.js's 'The API version "X" does not match the Worker version "Y".'
 *                                                                    → workerSetup
 * - HTTP 404: ResponseException "Unexpected server response (404) while retrieving PDF …"
 *   → otherLoad, by the rules as written: it names no fetch failure, and for a disclosure
 *   document a missing file means 'PDF document is being prepared', which is what it says.
 */
export function disclosureErrorKey(failure: ViewerFailure): DisclosureErrorKey {
  switch (failure.stage) {
    case 'campus':
      return 'campusNotFound';
    case 'outer':
      return 'outer';
    case 'page':
      return 'pageRender';
    case 'load': {
      const message = errorMessage(failure.error).toLowerCase();
      if (message.includes('failed to fetch')) return 'fetchFailed';
      if (message.includes('invalid pdf')) return 'invalidPdf';
      if (message.includes('worker')) return 'workerSetup';
      return 'otherLoad';
    }
  }
}

/** The text of anything thrown: an Error's message, a thrown string, or nothing. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}
