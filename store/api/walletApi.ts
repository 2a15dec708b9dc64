// The wallet as the payment service tells it (the balance, the ledger, the bank gateways), read through the shopper
// api: the payment module's helpers answer { ok, data } or { ok: false, error }, kept here as RTK Query's { data }
// or { error } with the module's Persian ServiceError. A payment from the wallet invalidates 'Wallet' (checkoutApi.ts).
import type { ServiceResult } from '@/services/types/common';
import type { TransactionFilters, TransactionsQuery } from '@/services/payment';
import type { DepositGateways, WalletTransaction } from '@/services/types/payment';
import { fetchBalance } from '@/store/slices/authSlice';
import { nextSkipCount, type ListPage } from './paged';
import { UNEXPECTED, UNREACHABLE, shopperApi, type Answer } from './shopperApi';

export const LEDGER_PAGE_SIZE = 10;

export const transactionIdOf = (transaction: WalletTransaction) => transaction.id;

/** The gateways an order's remainder may be paid through: the order's id and number. */
export type ReserveGatewaysArg = { reserveId: number; orderNumber: string };

// The payment module (and axios under it) is fetched on the first read, not with every page that has the store.
const payment = () => import('@/services/payment');
/**
 * A call through a service module fetched on first use, answered as RTK Query answers: the module's `ServiceResult`
 * as data or error, a module that could not be fetched (offline) as unreachable, anything thrown as unexpected.
 */
export function lazyServiceCall<Module>(load: () => Promise<Module>) {
  return async <T>(call: (service: Module) => Promise<ServiceResult<T>>): Promise<Answer<T>> => {
    let service: Module;
    try {
      service = await load();
    } catch {
      return { error: UNREACHABLE };
    }
    try {
      const outcome = await call(service);
      return outcome.ok ? { data: outcome.data } : { error: outcome.error };
    } catch {
      return { error: UNEXPECTED };
    }
  };
}

export const paymentCall = lazyServiceCall(payment);

export const walletApi = shopperApi.injectEndpoints({
  endpoints: (build) => ({
    // The balance stays where the spec keeps it (the auth slice, which the start-up and a login fill): this read
    // goes through the slice's own fetchBalance, so balance and balanceLoading say what the last read said. The
    // query keeps no copy of the amount (its data is null): it adds the 'Wallet' tag and the read's failure.
    balance: build.query<null, void>({
      queryFn: async (_, { dispatch }) => {
        try {
          const outcome = await dispatch(fetchBalance()).unwrap();
          return outcome.ok ? { data: null } : { error: outcome.error };
        } catch {
          // fetchBalance could not load the payment module (offline).
          return { error: UNREACHABLE };
        }
      },
      providesTags: ['Wallet'],
    }),
    /** The ledger a page at a time for the filters in force; each set of filters is its own list. */
    ledger: build.infiniteQuery<ListPage<WalletTransaction>, TransactionFilters, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextSkipCount(transactionIdOf) },
      queryFn: async ({ queryArg, pageParam }, { signal }) => {
        const answer = await paymentCall((service) =>
          service.getTransactions({ ...queryArg, skipCount: pageParam, maxResultCount: LEDGER_PAGE_SIZE }, { signal }),
        );
        return 'error' in answer
          ? answer
          : { data: { ...answer.data, full: answer.data.items.length >= LEDGER_PAGE_SIZE } };
      },
      providesTags: ['Wallet'],
    }),
    /** One page of the ledger: the wallet's latest entries, or an order's payments (reserveId). */
    transactions: build.query<WalletTransaction[], TransactionsQuery>({
      queryFn: async (query, { signal }) => {
        const answer = await paymentCall((service) => service.getTransactions(query, { signal }));
        return 'error' in answer ? answer : { data: answer.data.items };
      },
      providesTags: ['Wallet'],
    }),
    depositGateways: build.query<DepositGateways, void>({
      queryFn: (_, { signal }) => paymentCall((service) => service.getDepositGateways({ signal })),
    }),
    reserveGateways: build.query<DepositGateways, ReserveGatewaysArg>({
      queryFn: (arg, { signal }) => paymentCall((service) => service.getReserveGateways(arg, { signal })),
    }),
  }),
});

export const {
  useBalanceQuery,
  useLedgerInfiniteQuery,
  useTransactionsQuery,
  useDepositGatewaysQuery,
  useReserveGatewaysQuery,
} = walletApi;
