export interface PdfLoadingProps {
  text: string;
}

/**
 * 'Loading PDF...' inside a blank sheet the size the first page will take (SPEC §9 width rule,
 * A4 proportions), so nothing below moves when the document appears. The text sits at the top
 * of the sheet, where it is in view at every width.
 */
export function PdfLoading({ text }: PdfLoadingProps) {
  return (
    <div
      role="status"
      className="mx-auto flex aspect-[595/842] w-[calc(100vw-40px)] max-w-full flex-col items-center justify-start gap-4 pt-16 rounded-sm bg-white text-brand-800 shadow-md ring-1 ring-slate-200 min-[769px]:w-[800px] noscript:hidden"
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <p className="font-medium">{text}</p>
    </div>
  );
}
