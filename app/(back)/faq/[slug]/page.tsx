// A FAQ topic kept per keyword once the proxy knows the topic exists.
export const revalidate = 300;
export {
  KeptPage as default,
  keptMetadata as generateMetadata,
  keptStaticParams as generateStaticParams,
} from './faq-topic-page';
