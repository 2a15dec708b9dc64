// The bank gateway sends the shopper back to the wallet with the outcome in the query (sandbox/payment/simulator.ts:
// status, tokenId, amount). Only the status is read, for the message; the money is re-read from the payment service.

export type ChargeOutcome = 'success' | 'canceled' | 'failed';

export function chargeOutcomeOf(status: string | string[] | undefined): ChargeOutcome | null {
  if (status === 'success' || status === 'canceled' || status === 'failed') return status;
  return null;
}

export const OUTCOME_MESSAGES: Record<ChargeOutcome, string> = {
  success: 'پرداخت با موفقیت انجام شد و کیف پول شما شارژ شد.',
  canceled: 'پرداخت لغو شد و مبلغی از حساب شما کم نشد.',
  failed: 'پرداخت انجام نشد. اگر مبلغی از حساب شما کم شده باشد، تا ۷۲ ساعت به حسابتان برمی‌گردد.',
};
