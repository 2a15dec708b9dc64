// The six order statuses (contracts/commerce.openapi.yaml, OrderStatus) with their Persian names, and which of
// them count as paid.
import type { components } from '../../contracts/generated/commerce';

export type OrderStatus = components['schemas']['OrderStatus'];
export type OrderTab = components['schemas']['OrderTab'];

/** The observed client's labels (CONTRACTS §12.1), written as statusStr. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  Pending: 'در انتظار پرداخت',
  Paid: 'پرداخت شده',
  InProgress: 'در حال انجام',
  Completed: 'انجام شده',
  Canceled: 'لغو شده',
  Refunded: 'بازگشت وجه',
};

/** Paid for and not refunded: accounts may be read, forms submitted, and paying again changes nothing. */
export const PAID_STATUSES: ReadonlySet<string> = new Set<OrderStatus>(['Paid', 'InProgress', 'Completed']);
