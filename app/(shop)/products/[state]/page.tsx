// The catalog in one state of its URL, kept per state; /products itself is the state 'all', prerendered.
export const revalidate = 60;
export {
  KeptPage as default,
  keptMetadata as generateMetadata,
  keptStaticParams as generateStaticParams,
} from '../twins';
