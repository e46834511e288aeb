// Breadcrumbs (schema.org BreadcrumbList) of the Appendix-IX disclosure pages: Home ›
// Mandatory Public Disclosure › {campus} (› {document}), in the page's language. Server-only,
// like structured-data.ts.
import type { CampusId } from '@/content/schema';
import { type Locale } from '@/lib/i18n/locales';
import { disclosureCampusPath, disclosureDocumentPath, routes } from '@/lib/routes/routes';
import { breadcrumbsJsonLd, type JsonLdDocument } from '@/lib/seo/structured-data';
import { pageMetaIn } from '@/lib/site/site';

/** A campus's disclosure tables' breadcrumbs, or one of its documents' pages'. */
export function disclosurePageJsonLd(
  campus: { id: CampusId; name: string },
  document: { id: string; title: string } | undefined,
  locale: Locale,
): JsonLdDocument {
  return breadcrumbsJsonLd(
    [
      { name: pageMetaIn(locale).disclosure.title, path: routes.disclosure },
      { name: campus.name, path: disclosureCampusPath(campus.id) },
      ...(document
        ? [{ name: document.title, path: disclosureDocumentPath(campus.id, document.id) }]
        : []),
    ],
    locale,
  );
}
