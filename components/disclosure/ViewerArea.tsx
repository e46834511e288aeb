import type { ReactNode } from 'react';

/**
 * The grey area a viewer page draws its document in. With the build's page images the document
 * is readable before any script, and React starts after loading like on other pages; without
 * them pdf.js draws it, so the page asks for React at once (data-hydrate="eager",
 * scripts/defer-hydration.mjs).
 */
export function ViewerArea({
  hasPageImages,
  children,
}: {
  hasPageImages: boolean;
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-100 px-5 py-10" data-hydrate={hasPageImages ? undefined : 'eager'}>
      {children}
    </div>
  );
}
