import Link from 'next/link';
import { formatFileSize } from '@/lib/file-size';
import { publicFileSize } from '@/lib/public-files.server';
import { fillTemplate } from '@/lib/template';

export interface ViewerFallbackProps {
  file: string;
  /** The embedded-PDF page of this campus, where there is one. */
  embeddedHref?: string;
  texts: { fallbackIntro: string; openPdfLabel: string; fallbackEmbeddedLink: string };
}

/**
 * The document as plain links, for a visitor without JavaScript or whose viewer code did not
 * load: the PDF itself, with its size, and the embedded page where there is one.
 */
export function ViewerFallback({ file, embeddedHref, texts }: ViewerFallbackProps) {
  const size = formatFileSize(publicFileSize(file));
  return (
    <p className="mx-auto mb-6 max-w-3xl rounded-xl bg-white px-5 py-4 text-center text-ink shadow-sm ring-1 ring-slate-200">
      {texts.fallbackIntro}{' '}
      <a href={file} className="font-semibold text-brand-800 underline">
        {fillTemplate(texts.openPdfLabel, { size })}
      </a>
      {embeddedHref && (
        <>
          {' · '}
          <Link
            href={embeddedHref}
            prefetch={false}
            className="font-semibold text-brand-800 underline"
          >
            {texts.fallbackEmbeddedLink}
          </Link>
        </>
      )}
    </p>
  );
}
