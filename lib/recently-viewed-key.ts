// Where the browser keeps the recently viewed list (localStorage). A module of its own so that the rail's slot
// can tell whether any list is kept without bringing the list's reader (./recently-viewed.ts) into a first load.
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
