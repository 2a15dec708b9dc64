// An unknown brand, category or catalog address: the message inside the frame (main header, footer, bottom nav)
// already around it; the root not-found page would draw a second frame.
import { NotFoundContent } from '@/components/shell/NotFoundContent';

export default function NotFound() {
  return <NotFoundContent />;
}
