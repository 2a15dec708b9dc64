// A blog post kept per slug once the proxy knows it exists.
export const revalidate = 300;
export {
  KeptPage as default,
  keptMetadata as generateMetadata,
  keptStaticParams as generateStaticParams,
} from './post-page';
