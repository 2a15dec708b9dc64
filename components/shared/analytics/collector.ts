// What analytics collects from a page once it is idle (docs/analytics.md), fetched then by the shell
// (components/shell/Analytics.tsx, through ./late.ts): its page view, the lists of cards it shows
// (view_item_list, only the cards rendered), a card chosen from one (select_item, one listener for the document),
// a search sent from the catalog's form, the same for a change of the query alone, and Google Tag Manager when
// the shop has a container. Server-rendered cards carry their variant's id in a data-* attribute
// (components/catalog/ProductCard.tsx), so no card has script of its own.
import { itemOfCardData, listEvent, type AnalyticsItem, type ItemList } from '@/lib/analytics/ecommerce';
import { ITEM_LISTS_ADDED } from '@/lib/analytics/item-lists-added';
import { gtmContainerId, gtmScriptUrl } from '@/lib/analytics/gtm';
import { currentPage, dataLayer, reportPageView, track } from './data-layer';
import { reportSearch } from './report';
import { whenIdle } from '@/lib/when-idle';

const LIST = '[data-item-list-id]';
const CARD = '[data-item-id]';
/** GA4 takes at most 200 items in an event. */
const MAX_ITEMS = 200;

function listOf(element: Element): ItemList {
  const data = (element as HTMLElement).dataset;
  return { item_list_id: data.itemListId ?? '', item_list_name: data.itemListName ?? '' };
}

/** A card's item; its title is its link's text. */
const itemOfCard = (card: Element): AnalyticsItem | null =>
  itemOfCardData((card as HTMLElement).dataset, card.querySelector('a')?.textContent ?? '');

/** The cards of a list with their places in it, from 0. */
function cardsOf(list: Element): { item: AnalyticsItem; card: Element; index: number }[] {
  return [...list.querySelectorAll(CARD)].flatMap((card, index) => {
    const item = itemOfCard(card);
    return item ? [{ item, card, index }] : [];
  });
}

let listsReportedFor: string | null = null;

function reportList(list: Element): void {
  const cards = cardsOf(list).slice(0, MAX_ITEMS);
  if (cards.length > 0) track(listEvent('view_item_list', listOf(list), cards));
}

/** view_item_list for each list of cards on the page, with the cards it has rendered; once per page view. */
export function reportLists(root: ParentNode = document): void {
  if (listsReportedFor === currentPage()) return;
  listsReportedFor = currentPage();
  for (const list of root.querySelectorAll(LIST)) reportList(list);
}

/**
 * view_item_list for the lists a part of the page added after the page was collected (a rail loaded as the
 * shopper scrolled near it); one that came before is already in the page's report.
 */
export function onListsAdded(event: Event): void {
  if (listsReportedFor !== currentPage() || !(event.target instanceof Element)) return;
  const part = event.target;
  for (const list of [...(part.matches(LIST) ? [part] : []), ...part.querySelectorAll(LIST)]) reportList(list);
}

/** select_item for a click on a card's link inside a list. */
export function onCardClick(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const card = target?.closest('a') ? target.closest(CARD) : null;
  const list = card?.closest(LIST);
  if (!card || !list) return;
  const chosen = cardsOf(list).find((entry) => entry.card === card);
  if (chosen) track(listEvent('select_item', listOf(list), [chosen]));
}

/** search for the catalog's own form (a plain GET form, sent without script). */
export function onSearchSubmit(event: Event): void {
  const form =
    event.target instanceof HTMLFormElement && event.target.matches('form[role="search"]') ? event.target : null;
  const phrase = form?.elements.namedItem('q');
  if (phrase instanceof HTMLInputElement && phrase.value.trim()) reportSearch(phrase.value);
}

/**
 * Google Tag Manager's container, once: its start in the data layer before everything already there, then its
 * script with the nonce of this response (copied from a script the server stamped; 'strict-dynamic' would run it
 * without, but the container passes the nonce on to the tags it adds).
 */
export function loadTagManager(id: string, doc: Document = document): void {
  const src = gtmScriptUrl(id);
  if ([...doc.scripts].some((script) => script.src === src)) return;
  dataLayer().unshift({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  doc.head.append(script);
}

/** What the page listens to once: clicks, the catalog's searches, query changes; and the tag manager. */
let started = false;
function start(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', onCardClick, true);
  document.addEventListener('submit', onSearchSubmit, true);
  document.addEventListener(ITEM_LISTS_ADDED, onListsAdded);
  // The Navigation API (every current browser) tells of a query changed without the path too: the catalog's
  // filters, sort and 'نمایش بیشتر'. Collected once the new page is idle, as the shell does for a new path.
  const navigation = (window as Window & { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', () => whenIdle(collectPage));
  const id = gtmContainerId();
  if (id) loadTagManager(id);
}

/** The page shown now, once it is idle: its view (unless a report of its own came first), then its lists. */
export function collectPage(): void {
  reportPageView();
  reportLists();
  start();
}
