// Payment host (docs/contracts/payment.md): wallet balance and ledger (ledger-routes.ts, with its Excel export),
// bank-gateway tokens (a wallet charge, or money toward an order), the gateways an order may be paid through.
import { z } from 'zod';
import { createAbpApp } from '../abp/app';
import { requireUserId } from '../abp/auth';
import { bindBody, bindQuery } from '../abp/binding';
import { ok } from '../abp/envelope';
import { AbpValidationError, EntityNotFoundError, UserFriendlyError } from '../abp/errors';
import type { SandboxDeps } from '../deps';
import { findGateway, gatewayGroups } from './gateways';
import { CURRENCY_NOT_SUPPORTED, currencyType } from './ledger-query';
import { mountLedgerRoutes } from './ledger-routes';
import { ownOrder } from './orders';
import { mountSimulatorRoutes } from './simulator';
import { createToken } from './tokens';
import { walletBalance } from './wallet';

export { paymentMigrations } from './schema';
export { seedPayment } from './seed';

export const MIN_PAYMENT_IRR = 10_000;
export const MAX_PAYMENT_IRR = 500_000_000;
/** The least an order's token may ask for: the observed client raises a smaller remainder to it. */
export const MIN_ORDER_PAYMENT_IRR = 30_000;

export const paymentMessages = {
  amountOutOfRange: `مبلغ باید بین ${(MIN_PAYMENT_IRR / 10).toLocaleString('fa-IR')} و ${(MAX_PAYMENT_IRR / 10).toLocaleString('fa-IR')} تومان باشد.`,
  callbackNotHttp: 'نشانی بازگشت باید با http یا https شروع شود.',
  currencyNotSupported: CURRENCY_NOT_SUPPORTED,
  gatewayUnavailable: 'درگاه پرداخت انتخاب شده در دسترس نیست.',
  orderAmountTooSmall: `مبلغ پرداخت سفارش از درگاه دست‌کم ${(MIN_ORDER_PAYMENT_IRR / 10).toLocaleString('fa-IR')} تومان است.`,
  orderNotPending: 'این سفارش در انتظار پرداخت نیست.',
};

const amount = z.coerce
  .number()
  .int()
  .refine((value) => value >= MIN_PAYMENT_IRR && value <= MAX_PAYMENT_IRR, paymentMessages.amountOutOfRange);

const callBackUrl = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, paymentMessages.callbackNotHttp);

const makeTokenShape = {
  gatewayId: z.coerce.number().int(),
  amount,
  callBackUrl,
  currencyType: currencyType.optional(),
  // The client sends a placeholder; the sandbox has no use for it.
  ipAddress: z.unknown().optional(),
};
const reserveId = z.coerce.number().int().positive();

function enabledGateway(gatewayId: number) {
  const gateway = findGateway(gatewayId);
  if (!gateway?.isEnabled) throw new UserFriendlyError(paymentMessages.gatewayUnavailable);
  return gateway;
}

export function createPaymentApp(deps: SandboxDeps) {
  const { db } = deps;
  const app = createAbpApp(deps);

  app.get('/api/services/app/Deposit/GetBalance', async (c) => {
    const userId = await requireUserId(c);
    return ok(c, { amount: walletBalance(db, userId), currencyType: 'IRR' });
  });

  app.get('/api/services/app/UserDepositBankGateway/GetAll', async (c) => {
    await requireUserId(c);
    bindQuery(c, z.object({ currencyType: currencyType.optional() }));
    return ok(c, gatewayGroups());
  });

  /** The caller's own order, or 404 as for any record that is not theirs. */
  const requireOwnOrder = (userId: number, orderId: number) => {
    const order = ownOrder(db, userId, orderId);
    if (!order) throw new EntityNotFoundError('Order', orderId);
    return order;
  };

  // With reserveId the money pays toward that order: credited to the wallet as the order's, for commerce's
  // Order/Approve to pay the order from (docs/contracts/payment.md, "Paying an order").
  app.post('/api/services/app/UserDepositBankGateway/MakeToken', async (c) => {
    const userId = await requireUserId(c);
    const input = await bindBody(c, z.object({ ...makeTokenShape, reserveId: reserveId.nullish() }));
    if (input.reserveId != null) {
      if (input.amount < MIN_ORDER_PAYMENT_IRR) {
        throw new AbpValidationError([{ message: paymentMessages.orderAmountTooSmall, members: ['amount'] }]);
      }
      const order = requireOwnOrder(userId, input.reserveId);
      if (order.status !== 'Pending') throw new UserFriendlyError(paymentMessages.orderNotPending);
    }
    enabledGateway(input.gatewayId);
    const tokenId = createToken(db, { ...input, userId, reserveId: input.reserveId ?? null });
    return ok(c, { tokenId });
  });

  app.get('/api/services/app/ReserveBankGateway/GetAll', async (c) => {
    const userId = await requireUserId(c);
    const query = bindQuery(c, z.object({ reserveId, username: z.string().optional() }));
    requireOwnOrder(userId, query.reserveId);
    return ok(c, gatewayGroups());
  });

  mountLedgerRoutes(app, deps);
  mountSimulatorRoutes(app, deps);
  return app;
}
