// The wallet ledger: one row per credit or debit; the balance is their sum.
import { TEHRAN_OFFSET, abpDateTime, jalaliDate } from '../dates';
import type { Db } from '../db/database';

export type TransactionType = 'IncreaseDeposit' | 'DecreaseDeposit';

export const TRANSACTION_TYPES: Record<TransactionType, string> = {
  IncreaseDeposit: 'افزایش اعتبار',
  DecreaseDeposit: 'برداشت',
};

type TransactionRow = {
  id: number;
  user_id: number;
  amount: number;
  currency_type: string;
  type: TransactionType;
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
  const row = db.prepare('SELECT COALESCE(SUM(amount), 0) AS balance FROM payment_transactions WHERE user_id = ?').get(
    userId,
  ) as { balance: number };
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

/** Reads a filter bound: a date alone means that Tehran day; a date-time without offset is Tehran time. */
export function parseFilterTime(value: string, bound: 'from' | 'to'): Date | null {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const start = new Date(`${text}T00:00:00${TEHRAN_OFFSET}`);
    if (Number.isNaN(start.getTime())) return null;
    return bound === 'from' ? start : new Date(start.getTime() + 24 * 3600 * 1000);
  }
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const date = new Date(hasOffset ? text : `${text}${TEHRAN_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export type TransactionFilter = {
  userId: number;
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  types: TransactionType[];
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
    typeStr: TRANSACTION_TYPES[row.type] ?? row.type,
    information: row.information,
    reserveId: row.reserve_id,
    creationTime: wallClock,
    creationDateStr: jalaliDate(at),
    creationTimeStr: wallClock.slice(11, 16),
  };
}
