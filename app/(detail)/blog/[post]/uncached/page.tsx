// A post rendered per request, kept nowhere: a slug the proxy could not confirm exists.
export { PerRequestPage as default, perRequestMetadata as generateMetadata } from '../post-page';
