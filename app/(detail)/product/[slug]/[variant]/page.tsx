// The product page kept per variant ('default' or the one a link names) once the proxy knows both exist.
export const revalidate = 60;
export {
  KeptPage as default,
  keptMetadata as generateMetadata,
  keptStaticParams as generateStaticParams,
} from '../product-page';
