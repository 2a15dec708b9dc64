// The ledger's filters as TransactionDeposit/GetAll and GetAllToExcel read them (docs/contracts/payment.md,
// "Ledger"): dates and types are checked here, each failure a 400 on its member with a Persian message.
import { z } from 'zod';
import { currencyTypeValues, ledgerTypeValues } from '../../contracts/generated/payment';
import { pagingShape, queryArray } from '../abp/binding';
import { parseFilterTime } from './wallet';

export const CURRENCY_NOT_SUPPORTED = 'تنها ریال (IRR) پشتیبانی می‌شود.';

export const ledgerMessages = {
  date: 'تاریخ باید میلادی و به شکل YYYY-MM-DD، یا تاریخ و ساعت ISO (مانند 2025-11-02T14:30:00) باشد.',
  type: (value: string) => `نوع تراکنش «${value}» شناخته نیست.`,
};

export const currencyType = z
  .string()
  .refine((value) => currencyTypeValues.some((known) => known === value.toUpperCase()), CURRENCY_NOT_SUPPORTED);

/** A bound of CreationTimeFrom or CreationTimeTo: blank is no bound, anything else must read as a date. */
const timeBound = (bound: 'from' | 'to') =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return null;
      const time = parseFilterTime(value, bound);
      if (!time) ctx.addIssue({ code: 'custom', message: ledgerMessages.date });
      return time;
    });

/** Type, once or many times in any array form; each value one of the ledger's types, in any case. */
const ledgerTypes = queryArray.transform((values, ctx) =>
  values.flatMap((value) => {
    const type = ledgerTypeValues.find((known) => known.toLowerCase() === value.trim().toLowerCase());
    if (!type) ctx.addIssue({ code: 'custom', message: ledgerMessages.type(value) });
    return type ? [type] : [];
  }),
);

export const ledgerQuery = z.object({
  ...pagingShape,
  currencyType: currencyType.optional(),
  creationTimeFrom: timeBound('from'),
  creationTimeTo: timeBound('to'),
  type: ledgerTypes,
  reserveId: z.coerce.number().int().optional(),
});

export type LedgerQuery = z.infer<typeof ledgerQuery>;
