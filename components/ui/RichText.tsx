// Sanitised CMS/blog HTML, typeset for Persian: generous line height, clear headings, Persian list
// numbers, links that look like links, tables that scroll sideways on a phone instead of overflowing.
// Only ever given the output of lib/sanitize.

import type { SanitizedHtml } from '@/lib/sanitize';
import { ServiceHtml } from './ServiceHtml';

/** The reading typography lives in app/globals.css (`.rich-text`): one class name instead of a utility list. */
export const PROSE_CLASS = 'rich-text';

/** `sanitizedHtml` must come from sanitizeRichText (lib/sanitize), directly or through lib/cms-content. */
export function RichText({ sanitizedHtml, className = '' }: { sanitizedHtml: SanitizedHtml; className?: string }) {
  if (!sanitizedHtml) return null;
  return <ServiceHtml className={`${PROSE_CLASS} ${className}`} html={sanitizedHtml} />;
}
