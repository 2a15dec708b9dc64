// The bank gateway sends the shopper back to the wallet with the outcome in the query (sandbox/payment/simulator.ts:
// status, tokenId, amount). Anyone can type that address, so a claimed success is shown only once the payment
// service's own transaction list confirms it; the balance is re-read from the service as well.
import { gatewayOutcomeValues } from '@/contracts/generated/payment';
import type { GatewayOutcome, WalletTransaction } from '@/services/types/payment';

export type ChargeOutcome = GatewayOutcome;

export function chargeOutcomeOf(status: string | string[] | undefined): ChargeOutcome | null {
  return gatewayOutcomeValues.find((known) => known === status) ?? null;
}

/** The amount (IRR) the return address claims was paid; null when it is missing or not a whole positive number. */
export function claimedAmountOf(amount: string | string[] | undefined): number | null {
  const value = Array.isArray(amount) ? amount[0] : amount;
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

/**
 * The types a gateway's charge may be written as: the sandbox writes the plain IncreaseDeposit; which of the two the
 * real service writes is not shown by any evidence, and the finer one names exactly this (docs/contracts/payment.md).
 */
const CHARGE_TYPES: readonly string[] = ['IncreaseDeposit', 'IncreaseDepositByPaymentGateway'];

/**
 * Whether the payment service shows the claimed charge: the newest transaction is a deposit of that amount.
 * A charge is credited before the gateway sends the shopper back, so a real success always passes.
 */
export function chargeConfirmed(newestFirst: WalletTransaction[], claimedAmount: number | null): boolean {
  const newest = newestFirst[0];
  return (
    claimedAmount !== null &&
    newest !== undefined &&
    CHARGE_TYPES.includes(newest.type) &&
    newest.amount === claimedAmount
  );
}

export const SUCCESS_CHECK_MESSAGES = {
  checking: 'در حال بررسی پرداخت با سرویس پرداخت…',
  unconfirmed:
    'این پرداخت در تراکنش‌های کیف پول شما دیده نمی‌شود. اگر مبلغی از حساب بانکی‌تان کم شده باشد، تا ۷۲ ساعت به حسابتان برمی‌گردد.',
  unchecked: 'وضعیت پرداخت بررسی نشد. موجودی و تراکنش‌های کیف پول را ببینید.',
} as const;

export const OUTCOME_MESSAGES: Record<ChargeOutcome, string> = {
  success: 'پرداخت با موفقیت انجام شد و کیف پول شما شارژ شد.',
  canceled: 'پرداخت لغو شد و مبلغی از حساب شما کم نشد.',
  failed: 'پرداخت انجام نشد. اگر مبلغی از حساب شما کم شده باشد، تا ۷۲ ساعت به حسابتان برمی‌گردد.',
};
