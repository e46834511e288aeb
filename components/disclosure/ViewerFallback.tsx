import Link from 'next/link';
import { formatFileSize } from '@/lib/file-size';
import { publicFileSize } from '@/lib/content/public-files.server';
import { fillTemplate } from '@/lib/template';

export interface ViewerFallbackProps {
  file: string;
  /** The embedded-PDF page of this campus, where there is one. */
  embeddedHref?: string;
  texts: { fallbackIntro: string; openPdfLabel: string; fallbackEmbeddedLink: string };
}

/**
 * The document as plain links, for a visitor without JavaScript or whose viewer code did not
 * load: the PDF itself, with its size, and the embedded page where there is one. The viewer
 * decides where it stands (components/disclosure/DisclosureViewer.tsx).
 */
export function ViewerFallback({ file, embeddedHref, texts }: ViewerFallbackProps) {
  const size = formatFileSize(publicFileSize(file));
  return (
    <p className="text-center text-ink">
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
