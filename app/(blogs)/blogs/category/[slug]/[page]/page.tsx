// One page of a blog category's posts, kept once the proxy knows the category and the page exist.
export const revalidate = 300;
export {
  KeptPage as default,
  keptMetadata as generateMetadata,
  keptStaticParams as generateStaticParams,
} from '../twins';
