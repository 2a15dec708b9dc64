'use client';
// The cart page with the shell's header following its order panel: back to /cart under the order's title.
// components/cart never imports the shell, so the route joins the two.
import { CartPage, type CartPageProps } from '@/components/cart/CartPage';
import { HeaderOverride } from '@/components/shared/HeaderOverride';

const orderHeader = (title: string) => <HeaderOverride backUrl="/cart" title={title} />;

export function CartRoute(props: Omit<CartPageProps, 'orderHeader'>) {
  return <CartPage {...props} orderHeader={orderHeader} />;
}
