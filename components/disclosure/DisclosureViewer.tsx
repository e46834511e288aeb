'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { disclosureErrorKey, type ViewerFailure } from '@/lib/disclosure/pdf-errors';
import { fillTemplate } from '@/lib/template';
import { DisclosureError } from './DisclosureError';
import { PdfLoading, PdfLoadingContext } from './PdfLoading';
import { PdfPagePreview } from './PdfPagePreview';
import { usePdfWorker } from './usePdfWorker';
import { ViewerErrorBoundary } from './ViewerErrorBoundary';
import type { PdfViewerProps } from './viewer-types';

// react-pdf and pdf.js load only here, only in the browser (they must never run in Node, and
// no other route should carry them): the prerendered page shows the build's images of the pages
// and 'Loading PDF...' meanwhile (or only 'Loading PDF...' for a document without images).
const PdfDocumentViewer = dynamic(() => import('./PdfDocumentViewer'), {
  ssr: false,
  loading: PdfLoading,
});
// Their download starts when this module runs, while the page hydrates, not when the viewer
// first renders after it (the same chunk: `dynamic` then finds it loaded).
if (typeof window !== 'undefined') void import('./PdfDocumentViewer');

/**
 * The disclosure viewer: loading → loaded, or loading → error. 'Try Again'
 * starts a fresh attempt from the error state: a new worker and a remounted document.
 */
export function DisclosureViewer(props: PdfViewerProps) {
  const { texts, messages, backHref, fallback } = props;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<ViewerFailure | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  // The first failure of an attempt is the one to explain; later ones are its echoes.
  const fail = useCallback((next: ViewerFailure) => setFailure((current) => current ?? next), []);

  const retry = () => {
    setFailure(null);
    setAttempt((n) => n + 1);
    // The button that had focus is gone: keep keyboard and screen reader users in the viewer.
    regionRef.current?.focus();
  };

  return (
    // The fallback links stand above the viewer without JavaScript and above an error; while
    // the document loads they are inside the loading sheet, which page 1 replaces without
    // moving anything (above it, their removal shifted the whole viewer up). With page images
    // there is no sheet: the images are the document until pdf.js has it.
    <PdfLoadingContext
      value={{ text: texts.loadingText, fallback, preview: props.pageImages !== undefined }}
    >
      <FallbackCard className={failure ? undefined : 'hidden noscript:block'}>
        {fallback}
      </FallbackCard>
      <div ref={regionRef} tabIndex={-1} data-copy-guard className="select-none focus:outline-none">
        {failure ? (
          <DisclosureError
            texts={texts}
            message={messages[disclosureErrorKey(failure)]}
            backHref={backHref}
            onRetry={retry}
          />
        ) : (
          <ViewerErrorBoundary
            fallback={
              // 'Try Again' reloads the page here: code that failed to download or crashed is
              // not retried by remounting.
              <>
                <FallbackCard>{fallback}</FallbackCard>
                <DisclosureError texts={texts} message={messages.outer} backHref={backHref} />
              </>
            }
          >
            <ViewerAttempt key={attempt} {...props} onFailure={fail} />
          </ViewerErrorBoundary>
        )}
      </div>
    </PdfLoadingContext>
  );
}

function FallbackCard({ className, children }: { className?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      className={cn(
        'mx-auto mb-6 max-w-3xl rounded-xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200',
        className,
      )}
    >
      {children}
    </div>
  );
}

interface ViewerAttemptProps extends PdfViewerProps {
  onFailure: (failure: ViewerFailure) => void;
}

/**
 * One attempt at opening the document. The build's page images, where there are some, stay from
 * the prerendered HTML until react-pdf's list of pages takes their place.
 */
function ViewerAttempt({ file, campusName, texts, pageImages, onFailure }: ViewerAttemptProps) {
  const worker = usePdfWorker((error) => onFailure({ stage: 'load', error }));
  const [shown, setShown] = useState(false);
  return (
    <>
      {pageImages && !shown && (
        <PdfPagePreview
          images={pageImages}
          label={fillTemplate(texts.pagesLabel, { campus: campusName, total: pageImages.length })}
          loadingText={texts.loadingText}
        />
      )}
      <PdfDocumentViewer
        file={file}
        campusName={campusName}
        texts={texts}
        worker={worker}
        onFailure={onFailure}
        pageImages={pageImages}
        onShown={() => setShown(true)}
      />
    </>
  );
}
