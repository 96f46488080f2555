import type { Thing, WithContext } from 'schema-dts';
import { jsonLdText } from '@/lib/seo/json-ld';

/** Structured data for search engines: a JSON-LD script (data, not code: the page's script policy does not run it). */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
