// Payment host (docs/contracts/payment.md): wallet balance and ledger (ledger-routes.ts, with its Excel export),
// bank-gateway tokens, order payment.
import type { Context } from 'hono';
import { z } from 'zod';
import { createAbpApp } from '../abp/app';
import { requireUserId } from '../abp/auth';
import { bindBody, bindQuery } from '../abp/binding';
import { ok } from '../abp/envelope';
import { EntityNotFoundError, UserFriendlyError } from '../abp/errors';
import type { SandboxDeps } from '../deps';
import { findGateway, gatewayGroups } from './gateways';
import { CURRENCY_NOT_SUPPORTED, currencyType } from './ledger-query';
import { mountLedgerRoutes } from './ledger-routes';
import { ownOrder, payOrderFromWallet } from './orders';
import { mountSimulatorRoutes } from './simulator';
import { createToken } from './tokens';
import { walletBalance } from './wallet';

export { paymentMigrations } from './schema';
export { seedPayment } from './seed';

export const MIN_PAYMENT_IRR = 10_000;
export const MAX_PAYMENT_IRR = 500_000_000;

export const paymentMessages = {
  amountOutOfRange: `مبلغ باید بین ${(MIN_PAYMENT_IRR / 10).toLocaleString('fa-IR')} و ${(MAX_PAYMENT_IRR / 10).toLocaleString('fa-IR')} تومان باشد.`,
  callbackNotHttp: 'نشانی بازگشت باید با http یا https شروع شود.',
  currencyNotSupported: CURRENCY_NOT_SUPPORTED,
  gatewayUnavailable: 'درگاه پرداخت انتخاب شده در دسترس نیست.',
  orderNotPending: 'این سفارش در انتظار پرداخت نیست.',
  shortBalance: 'موجودی کیف پول برای پرداخت این سفارش کافی نیست.',
  shortfall: (irr: number) => `مبلغ کسری: ${irr.toLocaleString('fa-IR')} ریال`,
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

  app.post('/api/services/app/UserDepositBankGateway/MakeToken', async (c) => {
    const userId = await requireUserId(c);
    const input = await bindBody(c, z.object(makeTokenShape));
    enabledGateway(input.gatewayId);
    const tokenId = createToken(db, { ...input, userId, reserveId: null });
    return ok(c, { tokenId });
  });

  /** The caller's own order, or 404 as for any record that is not theirs. */
  const requireOwnOrder = (userId: number, orderId: number) => {
    const order = ownOrder(db, userId, orderId);
    if (!order) throw new EntityNotFoundError('Order', orderId);
    return order;
  };

  app.get('/api/services/app/ReserveBankGateway/GetAll', async (c) => {
    const userId = await requireUserId(c);
    const query = bindQuery(c, z.object({ reserveId, username: z.string().optional() }));
    requireOwnOrder(userId, query.reserveId);
    return ok(c, gatewayGroups());
  });

  app.post('/api/services/app/ReserveBankGateway/MakeToken', async (c) => {
    const userId = await requireUserId(c);
    const input = await bindBody(c, z.object({ ...makeTokenShape, reserveId }));
    const order = requireOwnOrder(userId, input.reserveId);
    if (order.status !== 'Pending') throw new UserFriendlyError(paymentMessages.orderNotPending);
    enabledGateway(input.gatewayId);
    const tokenId = createToken(db, { ...input, userId });
    return ok(c, { tokenId });
  });

  app.post('/api/services/app/DepositReserve/ConfirmByDeposit', async (c: Context) => {
    const userId = await requireUserId(c);
    const input = await bindBody(c, z.object({ reserveId, username: z.string().optional() }));
    const outcome = payOrderFromWallet(db, userId, input.reserveId);
    switch (outcome.kind) {
      case 'notFound':
        throw new EntityNotFoundError('Order', input.reserveId);
      case 'notPayable':
        throw new UserFriendlyError(paymentMessages.orderNotPending);
      case 'shortBalance':
        throw new UserFriendlyError(paymentMessages.shortBalance, paymentMessages.shortfall(outcome.shortfall));
      default:
        return ok(c, { isSuccess: true, reserveId: input.reserveId, remainingBalance: outcome.balance });
    }
  });

  mountLedgerRoutes(app, deps);
  mountSimulatorRoutes(app, deps);
  return app;
}
