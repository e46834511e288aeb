// The transport pages' schema.org data: their breadcrumbs (Home › School Transport › …).
import 'server-only';
import { site } from '@/content/site';
import type { Locale } from '@/lib/i18n/locales';
import {
  breadcrumbJsonLd,
  crumbsIn,
  jsonLdDocument,
  type Crumb,
  type JsonLdDocument,
} from '@/lib/seo/structured-data';

/** A transport page's breadcrumbs: the pages above it, then itself (English paths). */
export function transportPageJsonLd(crumbs: readonly Crumb[], locale: Locale): JsonLdDocument {
  return jsonLdDocument([breadcrumbJsonLd(site.url, crumbsIn(locale, crumbs))]);
}
