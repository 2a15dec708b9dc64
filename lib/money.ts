// Prices travel in IRR (Rial) and are shown in Toman (1 Toman = 10 IRR) with Persian digits and '٬' separators.
import { toPersianDigits } from './digits';

const TOMAN_UNIT = 'تومان';
const RIALS_PER_TOMAN = 10;

// fa-IR's grouping (U+066C every three digits), written out: Intl.NumberFormat('fa-IR') gives the same text, but
// building it loads the locale's data, about 40 ms of a page's start at 4× CPU (docs/performance.md).
const GROUP_SEPARATOR = '\u066c';
const BEFORE_EACH_THOUSANDS_GROUP = /\B(?=(\d{3})+$)/g;

export function tomanFromIrr(irr: number): number {
  return Math.round(irr / RIALS_PER_TOMAN);
}

export function irrFromToman(toman: number): number {
  return Math.round(toman * RIALS_PER_TOMAN);
}

/** 12500000 IRR → '۱٬۲۵۰٬۰۰۰'. A negative amount gets a plain leading minus sign. */
export function formatTomanNumber(irr: number): string {
  const toman = tomanFromIrr(irr);
  const digits = toPersianDigits(String(Math.abs(toman)).replace(BEFORE_EACH_THOUSANDS_GROUP, GROUP_SEPARATOR));
  return toman < 0 ? `-${digits}` : digits;
}

/** 12500000 IRR → '۱٬۲۵۰٬۰۰۰ تومان'. */
export function formatToman(irr: number): string {
  return `${formatTomanNumber(irr)} ${TOMAN_UNIT}`;
}

/** What the shop writes where an amount is in a currency it does not sell in: it is never shown as Toman. */
export const PRICE_UNAVAILABLE = 'قیمت نامشخص';

/**
 * Whether an amount in this currency can be shown (as Toman) and paid. The shop sells in IRR only; the real service
 * may answer USD on a variant or an order. A currency left out is the IRR the shop asks for in its `currency` header.
 */
export function isShopCurrency(currencyType: string | null | undefined): boolean {
  return currencyType === undefined || currencyType === null || currencyType === 'IRR';
}

/** An IRR amount as Toman; an amount in another currency as PRICE_UNAVAILABLE. */
export function formatTomanOf(amount: number, currencyType: string | null | undefined): string {
  return isShopCurrency(currencyType) ? formatToman(amount) : PRICE_UNAVAILABLE;
}
