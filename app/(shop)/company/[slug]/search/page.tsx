// A company's games rendered per request, kept nowhere: a search, a long filter list, or a company not known to exist.
export { PerRequestPage as default, perRequestMetadata as generateMetadata } from '../twins';
