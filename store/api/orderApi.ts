// One order, the counts of the shopper's orders and an item's sign-in providers, through the shopper api: an order
// placed or paid (checkoutApi.ts invalidates 'Order') re-reads the order and the counts with the list.
import type { LoginProvider, Order, OrderStatistics } from '@/services/types/commerce';
import { commerceCall, shopperApi } from './shopperApi';

export const orderApi = shopperApi.injectEndpoints({
  endpoints: (build) => ({
    /** Order/Get: a bad id, an unknown order and someone else's all answer the ServiceError of kind 'notFound'. */
    order: build.query<Order, number>({
      queryFn: (id, { signal }) => commerceCall((service) => service.getOrder(id, { signal })),
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    orderStatistics: build.query<OrderStatistics, void>({
      queryFn: (_, { signal }) => commerceCall((service) => service.getOrderStatistics({ signal })),
      providesTags: ['Order'],
    }),
    /** The platforms an item bought onto the buyer's own account may be signed in with (the account form's). */
    loginProviders: build.query<LoginProvider[], number>({
      queryFn: (orderItemId, { signal }) =>
        commerceCall((service) => service.getLoginProviders(orderItemId, { signal })),
    }),
  }),
});

export const { useOrderQuery, useOrderStatisticsQuery, useLoginProvidersQuery } = orderApi;
