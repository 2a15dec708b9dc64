// The discount host's shapes (docs/contracts/discount.md, CONTRACTS §12.3). An order is a "reserve" there.

export type RegisteredDiscount = {
  reserveId: number;
  promoCode: string;
  title: string | null;
  discountAmount: number;
  payableAmount: number;
};

/** error.code of a code that does not apply: unknown, another service's, not started, expired, already used. */
export type DiscountErrorCode = 6101 | 6102 | 6103 | 6104 | 6105;
