// The cart page's checkout through the shopper api (docs/contracts/commerce.md, Orders; docs/contracts/payment.md,
// Paying an order; docs/contracts/discount.md): the cart becomes an order, the order is paid from the wallet
// (Order/Approve) or its shortfall through a bank gateway, and a discount code goes on or off it. Each change says
// what it changed with tags: a new or paid order re-reads the orders and counts ('Order'), a payment the wallet
// ('Wallet'), a code that order ({ Order, id }). Order/Get is orderApi's `order`; the balance is the auth slice's.
// Loaded with the checkout's calls (components/cart/checkoutCalls.ts, in checkoutEffects.ts's chunk), never with the
// page.
import type { Approval } from '@/services/commerce';
import type { Cart, CreateOrderInput, CreatedOrder, Order } from '@/services/types/commerce';
import type { RegisteredDiscount } from '@/services/types/discount';
import type { PaymentToken } from '@/services/types/payment';
import type { RootState } from '@/store/store';
import { commerceCall, shopperApi } from './shopperApi';
import { lazyServiceCall, paymentCall } from './walletApi';

export type OrderRef = Pick<Order, 'id' | 'orderNumber'>;

export type DiscountChange = { order: OrderRef } & ({ kind: 'apply'; code: string } | { kind: 'remove' });

export type OrderTokenArg = { orderId: number; gatewayId: number; amount: number; callBackUrl: string };

// The discount module (and axios under it) is fetched on the first change of a code.
const discount = () => import('@/services/discount');
const discountCall = lazyServiceCall(discount);

const deviceIdOf = (state: unknown) => (state as RootState).cart.deviceId;

export const checkoutApi = shopperApi.injectEndpoints({
  endpoints: (build) => ({
    /** Order/Create: the cart's lines become a Pending order (for the device id in the store and the session). */
    createOrder: build.mutation<CreatedOrder, CreateOrderInput>({
      queryFn: (input, { getState }) => commerceCall((service) => service.createOrder(input, deviceIdOf(getState()))),
      invalidatesTags: (_created, error) => (error ? [] : ['Order']),
    }),
    /**
     * Order/Approve: the order paid from the wallet. Whatever it answered, only the order read again says whether it
     * is paid, so the order, the lists and counts, and the wallet are all read again.
     */
    approveOrder: build.mutation<Approval, OrderRef>({
      queryFn: (order) => commerceCall((service) => service.approveOrder(order)),
      invalidatesTags: (_approval, _error, order) => [{ type: 'Order', id: order.id }, 'Order', 'Wallet'],
    }),
    /** A code on the Pending order, or off it; Order/Get then answers the new amounts. */
    changeDiscount: build.mutation<RegisteredDiscount | null, DiscountChange>({
      queryFn: (change) => {
        const target = { orderId: change.order.id, orderNumber: change.order.orderNumber };
        return discountCall<RegisteredDiscount | null>((service) =>
          change.kind === 'apply'
            ? service.registerDiscount({ ...target, promoCode: change.code })
            : service.removeDiscount(target),
        );
      },
      invalidatesTags: (_result, error, change) => (error ? [] : [{ type: 'Order', id: change.order.id }]),
    }),
    /** UserDepositBankGateway/MakeToken toward an order (reserveId): the bank's page for its shortfall. */
    orderPaymentToken: build.mutation<PaymentToken, OrderTokenArg>({
      queryFn: ({ orderId, ...input }) =>
        paymentCall((service) => service.makeOrderToken({ ...input, reserveId: orderId })),
    }),
    /** Cart/Clear for the device id in the store: the cart after an order the service did not empty it for. */
    clearCart: build.mutation<Cart | null, void>({
      queryFn: (_, { getState }) => commerceCall((service) => service.clearCart(deviceIdOf(getState()))),
    }),
  }),
});
