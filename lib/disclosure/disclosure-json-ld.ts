// Breadcrumbs (schema.org BreadcrumbList) of the Appendix-IX disclosure pages: Home ›
// Mandatory Public Disclosure › {campus} (› {document}), in the page's language. Server-only,
// like structured-data.ts.
import { pageMetaIn } from '@/lib/site/site';
import { site } from '@/content/site';
import type { CampusId } from '@/content/schema';
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
    { name: pageMetaIn(locale).disclosure.title, path: routes.disclosure },
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
