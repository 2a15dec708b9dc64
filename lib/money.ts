// Prices travel in IRR (Rial) and are shown in Toman (1 Toman = 10 IRR) with Persian digits and '٬' separators.

const TOMAN_UNIT = 'تومان';
const RIALS_PER_TOMAN = 10;

// fa-IR groups with U+066C ('٬') and writes Persian digits.
const tomanNumber = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0, useGrouping: true });

export function tomanFromIrr(irr: number): number {
  return Math.round(irr / RIALS_PER_TOMAN);
}

export function irrFromToman(toman: number): number {
  return Math.round(toman * RIALS_PER_TOMAN);
}

/** 12500000 IRR → '۱٬۲۵۰٬۰۰۰'. A negative amount gets a plain leading minus sign. */
export function formatTomanNumber(irr: number): string {
  const toman = tomanFromIrr(irr);
  const digits = tomanNumber.format(Math.abs(toman));
  return toman < 0 ? `-${digits}` : digits;
}

/** 12500000 IRR → '۱٬۲۵۰٬۰۰۰ تومان'. */
export function formatToman(irr: number): string {
  return `${formatTomanNumber(irr)} ${TOMAN_UNIT}`;
}
