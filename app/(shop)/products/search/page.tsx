// A catalog state rendered per request, kept nowhere: a free-text search, a long filter list, or a name that does not exist.
export { PerRequestPage as default, perRequestMetadata as generateMetadata } from '../twins';
