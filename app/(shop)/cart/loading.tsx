// The cart page's frame while a navigation brings it.
import { CartPageLoading } from '@/components/cart/CartStates';

export default CartPageLoading;
