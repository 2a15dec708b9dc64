// One order and the counts of the shopper's orders, through the shopper api: a paid order
// (shopperDataChanged(['Order'])) re-reads them with the list.
import type { Order, OrderStatistics } from '@/services/types/commerce';
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
  }),
});

export const { useOrderQuery, useOrderStatisticsQuery } = orderApi;
