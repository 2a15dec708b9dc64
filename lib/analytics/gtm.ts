// Google Tag Manager, when the shop is given a container (NEXT_PUBLIC_GTM_ID, read at build like the service
// addresses): its id, the address of its script and the origins its GA4 tags reach. Without an id the shop loads
// no tag manager and its script policy names no Google origin. No imports: next.config.ts reads this file too.

const GTM_ID_SHAPE = /^GTM-[A-Z0-9]{4,12}$/;

/** The container id when it is one (GTM- and 4 to 12 capitals or digits); anything else is no container. */
export function gtmContainerId(value: string | undefined = process.env.NEXT_PUBLIC_GTM_ID): string | null {
  const id = value?.trim();
  return id && GTM_ID_SHAPE.test(id) ? id : null;
}

/** Why a configured value is not used, for the build's and the server's log; null when there is nothing to say. */
export function gtmConfigurationWarning(value: string | undefined = process.env.NEXT_PUBLIC_GTM_ID): string | null {
  if (!value?.trim() || gtmContainerId(value)) return null;
  return `NEXT_PUBLIC_GTM_ID=${JSON.stringify(value)} is not a container id (GTM- and 4 to 12 capitals or digits): Google Tag Manager stays off.`;
}

export const gtmScriptUrl = (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

/**
 * What the tag manager and its GA4 tags fetch from and send to, for the page policy's connect-src and img-src.
 * Its scripts need no entry: under 'strict-dynamic' a script inserted by a trusted one runs, and hosts are ignored.
 */
export const GTM_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
] as const;
