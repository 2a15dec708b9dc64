// A category's catalog in one state of its URL, kept per state once the proxy knows what it names exists.
export const revalidate = 60;
export {
  KeptPage as default,
  keptMetadata as generateMetadata,
  keptStaticParams as generateStaticParams,
} from '../twins';
