// What /profile/orders keeps in its address (?tab=&q=) and what a typed search becomes before it is sent.
import { normalizeSearchPhrase } from '@/lib/site-search';
import type { OrderTab } from '@/services/types/commerce';
import { ORDER_TABS, ORDERS_HREF } from '@/components/shared/orders/order-status';

export const DEFAULT_TAB: OrderTab = 'InProgress';
/** CONTRACTS §12.1: the client sends IdOrTitle from 3 characters on; fewer is no filter. */
export const ORDER_SEARCH_MIN_LENGTH = 3;
/** How long typing must pause before a search goes out. */
export const ORDER_SEARCH_DEBOUNCE_MS = 350;
export const ORDERS_PAGE_SIZE = 10;

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The tab a ?tab= value names, or the default for anything else. */
export function tabFromParam(value: string | string[] | undefined): OrderTab {
  const named = firstOf(value)?.toLowerCase();
  return ORDER_TABS.find(({ tab }) => tab.toLowerCase() === named)?.tab ?? DEFAULT_TAB;
}

/** The search text a ?q= value holds, as the shopper typed it. */
export function searchFromParam(value: string | string[] | undefined): string {
  return (firstOf(value) ?? '').slice(0, 100);
}

/**
 * What goes out as IdOrTitle for the typed text: Arabic ي/ك and Persian or Arabic digits in the shop's one
 * spelling (an order number typed as ۱۰۰۱۲ finds GM-10012), or '' below three letters or digits.
 */
export function orderSearchPhrase(typed: string): string {
  const phrase = normalizeSearchPhrase(typed);
  const length = (phrase.match(/[\p{L}\p{N}]/gu) ?? []).length;
  return length >= ORDER_SEARCH_MIN_LENGTH ? phrase : '';
}

/** The page's address for a tab and the typed search; the default tab and an empty search leave no trace. */
export function ordersListHref(tab: OrderTab, typed: string): string {
  const params = new URLSearchParams();
  if (tab !== DEFAULT_TAB) params.set('tab', tab);
  const search = typed.trim();
  if (search) params.set('q', search);
  const query = params.toString();
  return query ? `${ORDERS_HREF}?${query}` : ORDERS_HREF;
}
