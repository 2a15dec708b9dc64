// The six order statuses of CONTRACTS §12.1 with their Persian names, and which of them count as paid.

/** In the order an order goes through them. */
export const ORDER_STATUSES = ['Pending', 'Paid', 'InProgress', 'Completed', 'Canceled', 'Refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The observed client's labels (CONTRACTS §12.1). */
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
