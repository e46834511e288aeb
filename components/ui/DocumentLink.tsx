import type { ReactNode } from 'react';

export interface DocumentLinkProps {
  href: string;
  /** The absolute address printed after the link on paper. */
  printUrl: string;
  /** Read after the link's text: '(opens in a new tab)'. */
  newTabNote: string;
  className?: string;
  children: ReactNode;
}

/** A link to a document (a PDF): it opens in a new tab, as every document of the site does. */
export function DocumentLink({
  href,
  printUrl,
  newTabNote,
  className,
  children,
}: DocumentLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener" data-print-url={printUrl} className={className}>
      {children}
      <span className="sr-only"> {newTabNote}</span>
    </a>
  );
}
