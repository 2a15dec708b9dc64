// A company's games in one state of its URL (a tab, sort, filters, pages), kept once the proxy knows the company exists.
export const revalidate = 60;
export {
  KeptPage as default,
  keptMetadata as generateMetadata,
  keptStaticParams as generateStaticParams,
} from '../twins';
