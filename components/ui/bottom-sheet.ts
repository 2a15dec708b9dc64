// The look of a bottom sheet: a modal <dialog> pinned to the bottom of the page's column, over a veil that is
// black in the dark look (a light slate veil would brighten the page). Each sheet adds its own height.
export const BOTTOM_SHEET_CLASS =
  'mx-auto mt-auto mb-0 w-full max-w-lg rounded-t-3xl bg-white p-0 text-slate-800 backdrop:bg-slate-900/50 dark:backdrop:bg-black/60';
