// A page view as analytics is told it: the shop's address with only the query values that say what is shown
// (the catalog's filters, a variant, a page, an order's number) or which campaign brought the shopper. A return
// address, a phone number, an e-mail address or a token never leaves, whatever the query calls it. Part of every
// page's first load: kept to a few lines.

/** The query keys a page view keeps: the catalog's (lib/catalog-query.ts), a variant, an order, a campaign's. */
export const PAGE_QUERY_KEYS =
  /^(q|sort|page|brands|variants|genres|themes|gameplays|playerPerspectives|publishers|developers|pegis|esrbs|available|preorder|variantId|order|utm_(source|medium|campaign|term|content|id)|gclid)$/;

/**
 * Text that may name a person: an e-mail address, a run of 32 letters and digits (a token), or ten digits or
 * more (a phone number, Latin, Persian or Arabic-Indic, spaced or not: 912 345 6789).
 */
export const looksPersonal = (text: string) =>
  /@|\w{32}/.test(text) || /[\d۰-۹٠-٩]{10}/.test(text.replace(/[\s().+-]/g, ''));

export type PageView = { event: 'page_view'; page_location: string; page_path: string; page_title: string };

export function pageView(href: string, title: string): PageView {
  const url = new URL(href);
  const kept = new URLSearchParams();
  url.searchParams.forEach(
    (value, key) => PAGE_QUERY_KEYS.test(key) && !looksPersonal(value) && kept.append(key, value),
  );
  const query = kept.toString() && `?${kept}`;
  return {
    event: 'page_view',
    page_location: url.origin + url.pathname + query,
    page_path: url.pathname + query,
    page_title: title,
  };
}
