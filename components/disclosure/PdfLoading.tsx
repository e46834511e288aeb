'use client';

import { createContext, useContext, type ReactNode } from 'react';

interface PdfLoadingContent {
  /** 'Loading PDF...' */
  text: string;
  /** The viewer's plain links, for a document that never appears. */
  fallback?: ReactNode;
  /** The build's page images stand in for the sheet (PdfPagePreview): no sheet is drawn. */
  preview?: boolean;
}

/** What every loading sheet of one viewer shows, wherever in the viewer's tree it is drawn. */
export const PdfLoadingContext = createContext<PdfLoadingContent>({ text: '' });

/**
 * 'Loading PDF...' inside a blank sheet the size the first page will take (the width of
 * lib/disclosure/pdf-layout.ts, A4 proportions), so nothing below moves when the document appears. The text
 * sits at the top of the sheet, where it is in view at every width. The fallback links under it go
 * with the sheet when page 1 takes its place, without moving the page.
 */
export function PdfLoading() {
  const { text, fallback, preview } = useContext(PdfLoadingContext);
  if (preview) return null;
  return (
    <div className="mx-auto flex aspect-[595/842] w-[calc(100vw-40px)] max-w-full flex-col items-center justify-start gap-4 pt-16 rounded-sm bg-white text-brand-800 shadow-md ring-1 ring-slate-200 min-[769px]:w-[800px] noscript:hidden">
      <div role="status" className="flex flex-col items-center gap-4">
        <span
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        />
        <p className="font-medium">{text}</p>
      </div>
      {fallback && <div className="mt-4 px-6 text-sm">{fallback}</div>}
    </div>
  );
}
