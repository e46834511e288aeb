import { InfoIcon } from '@/components/icons';
import Link from 'next/link';

export interface EmbeddedDisclosureProps {
  /** The PDF's URL under /MPD/. */
  file: string;
  frameTitle: string;
  frameHeightPx: number;
  note: string;
  viewerHint: string;
  viewerLink: string;
  viewerHref: string;
}

/**
 * A campus's disclosure PDF in a same-origin frame, 800 px high, with the
 * browser's own PDF toolbar and side panes hidden where the browser honours the URL fragment.
 */
export function EmbeddedDisclosure({
  file,
  frameTitle,
  frameHeightPx,
  note,
  viewerHint,
  viewerLink,
  viewerHref,
}: EmbeddedDisclosureProps) {
  return (
    <div className="bg-slate-100">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-slate-200">
          <iframe
            src={`${file}#toolbar=0&navpanes=0`}
            title={frameTitle}
            height={frameHeightPx}
            className="block w-full"
          />
        </div>
        <p className="mt-5 flex items-start gap-3 rounded-lg border border-accent-300 bg-amber-50 px-4 py-3 text-sm text-ink">
          <InfoIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
          <span>{note}</span>
        </p>
        <p className="mt-4 text-sm text-slate-700">
          {viewerHint}{' '}
          {/* Not prefetched: the viewer's code is only worth fetching for a visitor who opens it. */}
          <Link
            href={viewerHref}
            prefetch={false}
            className="font-semibold text-brand-800 underline hover:text-brand-900"
          >
            {viewerLink}
          </Link>
        </p>
      </div>
    </div>
  );
}
