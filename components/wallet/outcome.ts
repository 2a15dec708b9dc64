// The bank gateway sends the shopper back to the wallet with the outcome in the query: `status` alone, 1 or 0, as
// the production client reads it (docs/contracts/payment.md, "Bank simulator"). Anyone can type that address, so a
// claimed success is shown only once the payment service's own transaction list shows the charge this tab sent to
// the bank, whose amount the shop kept itself; the balance is re-read from the service as well.
import { returnStatusOf, type ReturnStatus } from '@/components/shared/payment/return-status';
import type { WalletTransaction } from '@/services/types/payment';

export type ChargeOutcome = ReturnStatus;

/** The return's `status`, read tolerantly; a name given twice names nothing. */
export function chargeOutcomeOf(status: string | string[] | undefined): ChargeOutcome | null {
  if (Array.isArray(status)) return status.length === 1 ? chargeOutcomeOf(status[0]) : null;
  return returnStatusOf(status, 'GatewayReturn_Navigate');
}

/** Where this tab keeps the amount (IRR) of the charge it last sent to the bank, for the return to be checked by. */
export const CHARGE_KEY = 'gamino.charge';

type ChargeStorage = Pick<Storage, 'getItem' | 'setItem'>;

const session = (): ChargeStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage switched off: the return is then never confirmed, only not believed.
    return null;
  }
};

/** Kept until the next charge, so a reload of the return is checked the same way. */
export function rememberCharge(amount: number, storage: ChargeStorage | null = session()): void {
  try {
    storage?.setItem(CHARGE_KEY, String(amount));
  } catch {
    // A full or refused storage leaves nothing to check the return by, which reads as unconfirmed.
  }
}

/** The amount (IRR) of the charge this tab last sent to the bank; null when none or not a whole positive number. */
export function rememberedCharge(storage: ChargeStorage | null = session()): number | null {
  let value: string | null = null;
  try {
    value = storage?.getItem(CHARGE_KEY) ?? null;
  } catch {
    return null;
  }
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
