// A page of the blog list past the last the proxy knows of, rendered per request, kept nowhere.
export { PerRequestPage as default, perRequestMetadata as generateMetadata } from '../blog-list';
