// Where the product page's tabs bar (SectionTabs) can jump to: each section's id, and how it stops under the bar.
export const SECTION_IDS = {
  video: 'video',
  critics: 'critics',
  description: 'description',
  specs: 'specs',
  faqs: 'faqs',
  similar: 'similar',
} as const;

/**
 * Header (h-14) and tabs bar (h-12) stay on top while scrolling: a section jumped to stops below both, and
 * takes focus without showing an outline (it is not a control).
 */
export const SECTION_ANCHOR_CLASS = 'scroll-mt-28 focus:outline-none';
