// One page of a blog tag's posts, kept once the proxy knows the tag and the page exist.
export const revalidate = 300;
export {
  KeptPage as default,
  keptMetadata as generateMetadata,
  keptStaticParams as generateStaticParams,
} from '../twins';
