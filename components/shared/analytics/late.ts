// Analytics' script after the first load, as one chunk: what is collected from each page once it is idle
// (./collector.ts) and what the screens report (./report.ts). The shell and the screens fetch this one module,
// so a page that does both (a product page's view_item beside its page view) fetches the event builders once:
// the bundler copies a module into each chunk that imports it separately.
export { collectPage } from './collector';
export * from './report';
