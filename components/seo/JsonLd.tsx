import { serializeJsonLd, type JsonLdDocument } from '@/lib/seo/structured-data';

/**
 * schema.org data for search engines. A data block is never executed; serializeJsonLd escapes
 * '<', so no text in it can end the script element early.
 */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return (
    <script
      type="application/ld+json"
      // Only way to put text in a <script>; the JSON is escaped above, not page content.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
