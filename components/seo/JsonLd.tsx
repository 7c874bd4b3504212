import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/jsonld';

/** schema.org structured data for search engines. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
