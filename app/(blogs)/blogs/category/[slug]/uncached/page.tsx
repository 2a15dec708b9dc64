// A blog category's page rendered per request, kept nowhere: what the proxy could not confirm exists.
export { PerRequestPage as default, perRequestMetadata as generateMetadata } from '../twins';
