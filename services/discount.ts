// Discount host (docs/contracts/discount.md). Like payment, its calls return a ServiceResult: the code field
// shows each refusal (error.code 6101-6105) under the field itself.
import { abpResult } from './abp';
import { createClient } from './http';
import type { ServiceResult } from './types/common';
import type { RegisteredDiscount } from './types/discount';

const client = () => createClient('discount', { auth: true });

/** Puts a code on the caller's Pending order; the order, read again, carries the new amounts. */
export function registerDiscount(input: {
  promoCode: string;
  orderId: number;
  orderNumber: string;
}): Promise<ServiceResult<RegisteredDiscount>> {
  return abpResult(
    client().post('/api/services/app/Discount/Register', {
      promoCode: input.promoCode,
      reserveId: input.orderId,
      username: input.orderNumber,
    }),
  );
}

/** Takes the code off a Pending order. */
export function removeDiscount(input: { orderId: number; orderNumber: string }): Promise<ServiceResult<null>> {
  return abpResult(
    client().delete('/api/services/app/Discount/Remove', {
      params: { ReserveId: input.orderId, Username: input.orderNumber },
    }),
  );
}
