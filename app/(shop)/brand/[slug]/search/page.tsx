// A brand's catalog rendered per request, kept nowhere (lib/render-routes.ts says when).
export { PerRequestPage as default, perRequestMetadata as generateMetadata } from '../twins';
