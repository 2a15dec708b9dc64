// HTML that came from a service (CMS, blog, a product's description), already sanitized, in the one element the
// server's nonce stamper knows: no script inside <service-html> gets the page's nonce, whatever its shape
// (server/script-nonce.ts). The sanitizer never lets this tag through, so content cannot close it early.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'service-html': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

type Props = { html: string; className?: string; id?: string; hidden?: boolean };

/** `html` must come from lib/sanitize (sanitizeRichText, markdownToSafeHtml), directly or through a view. */
export function ServiceHtml({ html, ...attributes }: Props) {
  // Only the attributes given: an absent one would still be sent in the page's flight data, as "$undefined".
  return <service-html {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
