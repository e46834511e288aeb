// Breadcrumbs (schema.org BreadcrumbList) of the Appendix-IX disclosure pages: Home ›
// Mandatory Public Disclosure › {campus} (› {document}). Server-only, like structured-data.ts.
import { pageMeta } from '@/content/pages';
import { site } from '@/content/site';
import type { CampusId } from '@/content/schema';
import { disclosureCampusPath, disclosureDocumentPath, routes } from './routes';
import {
  breadcrumbJsonLd,
  homeCrumb,
  jsonLdDocument,
  type Crumb,
  type JsonLdDocument,
} from './structured-data';

export function disclosureCrumbs(
  campus: { id: CampusId; name: string },
  document?: { id: string; title: string },
): Crumb[] {
  return [
    homeCrumb,
    { name: pageMeta.disclosure.title, path: routes.disclosure },
    { name: campus.name, path: disclosureCampusPath(campus.id) },
    ...(document
      ? [{ name: document.title, path: disclosureDocumentPath(campus.id, document.id) }]
      : []),
  ];
}

export function disclosurePageJsonLd(
  campus: { id: CampusId; name: string },
  document?: { id: string; title: string },
): JsonLdDocument {
  return jsonLdDocument([breadcrumbJsonLd(site.url, disclosureCrumbs(campus, document))]);
}
