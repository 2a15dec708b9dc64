// /cart; ?order=<id> names an order under way (after checkout, a reload, or the bank's return with ?status=).
// The page is the same for everyone, so it is prerendered: the address's query and the cart are read in the
// browser, and the server sends the frame and the skeleton.
import { Suspense } from 'react';
import { CartPageLoading } from '@/components/cart/CartStates';
import { CartRoute } from './CartRoute';

export default function Page() {
  return (
    <Suspense fallback={<CartPageLoading />}>
      <CartRoute />
    </Suspense>
  );
}
