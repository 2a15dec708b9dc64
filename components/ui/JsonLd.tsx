// Structured data for search engines, one data block per object, rendered on the server. A data block never runs,
// so it needs no nonce and gets none (server/script-nonce.ts leaves every non-JavaScript type alone); its JSON is
// escaped so that text from a service cannot close the element (lib/structured-data.ts).
import { serializeJsonLd, type StructuredData } from '@/lib/structured-data';

export function JsonLd({ data }: { data: readonly (StructuredData | null)[] }) {
  return (
    <>
      {data.map((item, index) =>
        item ? (
          <script
            key={`${item['@type']}-${index}`}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
          />
        ) : null,
      )}
    </>
  );
}
