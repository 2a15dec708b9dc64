// The data layer: every analytics event of the page goes into `window.dataLayer`, where it costs nothing and
// leaves nothing; Google Tag Manager, when the shop has a container, reads it and sends events on
// (docs/analytics.md). One array per document: a full page load starts a new one. Each page's events come after
// its page view, whoever reports first: the shell once the page is idle, or a screen's own report before that.
import { pageView } from '@/lib/analytics/page-view';

export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export const dataLayer = (): DataLayerEntry[] => (window.dataLayer ??= []);

let current = '';

/** The page_location of the page view last reported. */
export const currentPage = () => current;

/** A page view for the address shown now, unless it is the one last reported; says whether it was reported now. */
export function reportPageView(): boolean {
  const view = pageView(location.href, document.title);
  if (view.page_location === current) return false;
  current = view.page_location;
  dataLayer().push(view);
  return true;
}

/** Pushes an event after its page's view; an e-commerce one after `{ ecommerce: null }`, so that it is not merged into the one before. */
export function track(event: DataLayerEntry): void {
  reportPageView();
  if ('ecommerce' in event) dataLayer().push({ ecommerce: null });
  dataLayer().push(event);
}
