// The wallet ledger: one row per credit or debit; the balance is their sum.
import type { components } from '../../contracts/generated/payment';
import { TEHRAN_OFFSET, abpDateTime, jalaliDate } from '../dates';
import type { Db } from '../db/database';

/** Every ledger type of the real service (LedgerType in contracts/payment.openapi.yaml): what `Type` may ask for. */
export type LedgerType = components['schemas']['LedgerType'];

/** The types the sandbox writes: a credit or a debit (docs/contracts/payment.md, "Ledger types"). */
export type TransactionType = Extract<LedgerType, 'IncreaseDeposit' | 'DecreaseDeposit'>;

/** The Persian name (typeStr) of every ledger type. */
export const LEDGER_TYPES = {
  IncreaseDepositByPaymentGateway: 'افزایش اعتبار از درگاه پرداخت',
  DecreaseDepositBySale: 'خرید',
  IncreaseDepositByRefund: 'بازگشت وجه',
  IncreaseDepositByReverse: 'برگشت تراکنش',
  DecreaseDepositByWithdraw: 'برداشت از کیف پول',
  IncreaseDeposit: 'افزایش اعتبار',
  DecreaseDeposit: 'برداشت',
  ManualIncreaseDeposit: 'افزایش دستی اعتبار',
  ManualDecreaseDeposit: 'کاهش دستی اعتبار',
  ManualIncreaseDepositByRefund: 'بازگشت وجه دستی',
} as const satisfies Record<LedgerType, string>;

type TransactionRow = {
  id: number;
  user_id: number;
  amount: number;
  currency_type: string;
  type: LedgerType;
  information: string | null;
  reserve_id: number | null;
  token_id: string | null;
  creation_time: string;
};

export type NewTransaction = {
  userId: number;
  /** IRR; positive for IncreaseDeposit, negative for DecreaseDeposit. */
  amount: number;
  type: TransactionType;
  information: string;
  reserveId?: number | null;
  tokenId?: string | null;
  at?: Date;
};

export function walletBalance(db: Db, userId: number): number {
  const row = db
    .prepare('SELECT COALESCE(SUM(amount), 0) AS balance FROM payment_transactions WHERE user_id = ?')
    .get(userId) as { balance: number };
  return row.balance;
}

export function recordTransaction(db: Db, transaction: NewTransaction): number {
  const result = db
    .prepare(
      `INSERT INTO payment_transactions (user_id, amount, currency_type, type, information, reserve_id, token_id, creation_time)
       VALUES (?, ?, 'IRR', ?, ?, ?, ?, ?)`,
    )
    .run(
      transaction.userId,
      transaction.amount,
      transaction.type,
      transaction.information,
      transaction.reserveId ?? null,
      transaction.tokenId ?? null,
      (transaction.at ?? new Date()).toISOString(),
    );
  return Number(result.lastInsertRowid);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A Gregorian calendar day that exists (no 2025-02-30). */
function realDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Reads a filter bound as an instant (docs/contracts/payment.md, "Ledger"), or null when it is not one. A date
 * alone is a whole Tehran day: from its first moment, or to its last. A date-time without an offset is Tehran
 * time, one with an offset (or Z) is taken as written; a date-time `to` includes that moment.
 * `to` comes back exclusive: the first instant no longer included.
 */
export function parseFilterTime(value: string, bound: 'from' | 'to'): Date | null {
  const text = value.trim();
  const day = DATE.exec(text);
  if (day) {
    if (!realDay(Number(day[1]), Number(day[2]), Number(day[3]))) return null;
    const start = new Date(`${text}T00:00:00${TEHRAN_OFFSET}`);
    return bound === 'from' ? start : new Date(start.getTime() + 24 * 3600 * 1000);
  }
  const moment = DATE_TIME.exec(text);
  if (!moment) return null;
  const [, year, month, date, hour, minute, second = '00', fraction = '', offset] = moment;
  if (
    !realDay(Number(year), Number(month), Number(date)) ||
    Number(hour) > 23 ||
    Number(minute) > 59 ||
    Number(second) > 59
  )
    return null;
  const zone = !offset
    ? TEHRAN_OFFSET
    : offset.toUpperCase() === 'Z'
      ? 'Z'
      : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  // .NET writes up to seven fraction digits; a millisecond is as fine as the ledger keeps.
  const millis = fraction.slice(0, 4).padEnd(4, '0');
  const instant = new Date(
    `${year}-${month}-${date}T${hour}:${minute}:${second}${millis === '0000' ? '' : millis}${zone}`,
  );
  if (Number.isNaN(instant.getTime())) return null;
  return bound === 'from' ? instant : new Date(instant.getTime() + 1);
}

export type TransactionFilter = {
  userId: number;
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  types: LedgerType[];
  reserveId: number | null;
  skipCount: number;
  maxResultCount: number;
};

/** PagedResultDto of the user's transactions, newest first. */
export function listTransactions(db: Db, filter: TransactionFilter) {
  const conditions = ['user_id = @userId'];
  const params: Record<string, string | number> = { userId: filter.userId };
  if (filter.from) {
    conditions.push('creation_time >= @from');
    params.from = filter.from.toISOString();
  }
  if (filter.to) {
    conditions.push('creation_time < @to');
    params.to = filter.to.toISOString();
  }
  if (filter.types.length > 0) {
    conditions.push(`type IN (${filter.types.map((_, index) => `@type${index}`).join(', ')})`);
    filter.types.forEach((type, index) => (params[`type${index}`] = type));
  }
  if (filter.reserveId !== null) {
    conditions.push('reserve_id = @reserveId');
    params.reserveId = filter.reserveId;
  }
  const where = conditions.join(' AND ');
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM payment_transactions WHERE ${where}`).get(params) as {
    total: number;
  };
  const rows = db
    .prepare(
      `SELECT * FROM payment_transactions WHERE ${where} ORDER BY creation_time DESC, id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: filter.maxResultCount, offset: filter.skipCount }) as TransactionRow[];
  return { totalCount: total, items: rows.map(toTransactionDto) };
}

function toTransactionDto(row: TransactionRow) {
  const at = new Date(row.creation_time);
  const wallClock = abpDateTime(at);
  return {
    id: row.id,
    amount: row.amount,
    currencyType: row.currency_type,
    type: row.type,
    typeStr: LEDGER_TYPES[row.type] ?? row.type,
    information: row.information,
    reserveId: row.reserve_id,
    creationTime: wallClock,
    creationDateStr: jalaliDate(at),
    creationTimeStr: wallClock.slice(11, 16),
  };
}
