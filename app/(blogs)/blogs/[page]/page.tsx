// One page of the blog list (/blogs?page=N), kept per number; the first is prerendered.
export const revalidate = 300;
export {
  KeptPage as default,
  keptMetadata as generateMetadata,
  keptStaticParams as generateStaticParams,
} from '../blog-list';
