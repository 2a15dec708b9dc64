// The product page rendered per request, kept nowhere: a slug or variant the proxy could not confirm exists.
export { PerRequestPage as default, perRequestMetadata as generateMetadata } from '../product-page';
