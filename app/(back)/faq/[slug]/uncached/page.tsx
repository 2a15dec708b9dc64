// A FAQ topic rendered per request, kept nowhere: a keyword the proxy could not confirm names a topic.
export { PerRequestPage as default, perRequestMetadata as generateMetadata } from '../faq-topic-page';
