/**
 * The DOM event a part of the page dispatches (bubbling) when it has added lists of cards after the page was
 * collected: a rail loaded as the shopper scrolled near it. Analytics reports those lists then. A module of its
 * own, so that a part that dispatches it does not bring the event builders (./ecommerce.ts) into its page's
 * first load.
 */
export const ITEM_LISTS_ADDED = 'item-lists-added';
