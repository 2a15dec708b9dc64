// An unknown product or post: the message inside the detail frame (share header, footer) already around it.
import { NotFoundContent } from '@/components/shell/NotFoundContent';

export default function NotFound() {
  return <NotFoundContent />;
}
