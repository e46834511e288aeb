// Breadcrumbs (schema.org BreadcrumbList) of the Appendix-IX disclosure pages: Home ›
// Mandatory Public Disclosure › {campus} (› {document}), in the page's language. Server-only,
// like structured-data.ts.
import { site } from '@/content/site';
import type { CampusId } from '@/content/schema';
import { contentIn } from '@/lib/i18n/content';
import { type Locale } from '@/lib/i18n/locales';
import { disclosureCampusPath, disclosureDocumentPath, routes } from '@/lib/routes/routes';
import {
  breadcrumbJsonLd,
  crumbsIn,
  jsonLdDocument,
  type Crumb,
  type JsonLdDocument,
} from '@/lib/seo/structured-data';

export function disclosureCrumbs(
  campus: { id: CampusId; name: string },
  document: { id: string; title: string } | undefined,
  locale: Locale,
): Crumb[] {
  return crumbsIn(locale, [
    { name: contentIn(locale).pageMeta.disclosure.title, path: routes.disclosure },
    { name: campus.name, path: disclosureCampusPath(campus.id) },
    ...(document
      ? [{ name: document.title, path: disclosureDocumentPath(campus.id, document.id) }]
      : []),
  ]);
}

export function disclosurePageJsonLd(
  campus: { id: CampusId; name: string },
  document: { id: string; title: string } | undefined,
  locale: Locale,
): JsonLdDocument {
  return jsonLdDocument([breadcrumbJsonLd(site.url, disclosureCrumbs(campus, document, locale))]);
}
