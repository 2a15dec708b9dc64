// The order routes: the logged-in user's cart becomes a Pending order (Order/Create, order-create.ts); the user reads
// their own orders (Order/GetAll by tab and by number or game, Order/GetStatistics, Order/Get) and settles one from
// the wallet (Order/Approve). Someone else's order reads like a missing one.
import type { Hono } from 'hono';
import { z } from 'zod';
import { orderStatusValues } from '../../contracts/generated/commerce';
import { requireUserId } from '../abp/auth';
import { bindBody, bindQuery, pagingShape, queryArray } from '../abp/binding';
import { ok } from '../abp/envelope';
import { AbpValidationError, EntityNotFoundError, UserFriendlyError } from '../abp/errors';
import type { SandboxDeps } from '../deps';
import { payOrderFromWallet } from '../payment/orders';
import { cartOwner } from './cart-owner';
import { createOrderFromCart, createOrderInput } from './order-create';
import { listedOrder, orderDto } from './order-dto';
import { type OrderStatus, type OrderTab } from './order-status';
import type { OrderRow } from './orders';
import { matchesPhrase, normaliseForSearch } from './phrase';

export const orderMessages = {
  statuses: 'وضعیت سفارش باید یکی از InProgress، Completed یا Canceled باشد.',
  orderNumber: 'شماره سفارش با این سفارش نمی‌خواند.',
  notApprovable: 'این سفارش لغو شده است و تأیید نمی‌شود.',
  shortBalance: 'موجودی کیف پول برای پرداخت این سفارش کافی نیست.',
  shortfall: (irr: number) => `مبلغ کسری: ${irr.toLocaleString('fa-IR')} ریال`,
  approved: 'پرداخت سفارش انجام شد.',
  approvedNeedsAccount: 'برای تحویل، اطلاعات اکانت خود را ثبت کنید.',
  approvedReady: 'مشخصات اکانت‌ها در صفحه سفارش آماده است.',
};

/**
 * The tabs of CONTRACTS §12.1 and the statuses each covers. InProgress is everything not yet finished; a
 * refunded order (paid, then cancelled) is listed with the cancelled ones, so every order is under some tab.
 */
export const ORDER_TABS = {
  InProgress: ['Pending', 'Paid', 'InProgress'],
  Completed: ['Completed'],
  Canceled: ['Canceled', 'Refunded'],
} satisfies Record<OrderTab, OrderStatus[]>;

/** Tab names, and (beyond the contract) any single status by its own name; any case. */
function statusesAsked(values: string[]): Set<OrderStatus> | null {
  if (values.length === 0) return null;
  const asked = new Set<OrderStatus>();
  for (const value of values
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean)) {
    const tab = Object.entries(ORDER_TABS).find(([name]) => name.toLowerCase() === value.toLowerCase());
    const status = orderStatusValues.find((name) => name.toLowerCase() === value.toLowerCase());
    if (!tab && !status) throw new AbpValidationError([{ message: orderMessages.statuses, members: ['statuses'] }]);
    for (const each of tab ? tab[1] : [status!]) asked.add(each);
  }
  return asked;
}

const getAllInput = z.object({ ...pagingShape, statuses: queryArray, idOrTitle: z.string().optional() });

export function mountOrderRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  app.post('/api/services/app/Order/Create', async (c) => {
    const userId = await requireUserId(c);
    const { deviceId } = await cartOwner(c);
    const { metaSearchName, metaSearchKey, ...customer } = await bindBody(c, createOrderInput);
    return ok(c, createOrderFromCart(db, userId, deviceId, customer, { metaSearchName, metaSearchKey }));
  });

  app.get('/api/services/app/Order/GetAll', async (c) => {
    const userId = await requireUserId(c);
    const query = bindQuery(c, getAllInput);
    const statuses = statusesAsked(query.statuses);
    const phrase = normaliseForSearch(query.idOrTitle ?? '');
    // Each order with what IdOrTitle is matched against: its number and id, and its games' names (phrase.ts).
    const candidates = db
      .prepare(
        `SELECT o.id, o.status, o.order_number, group_concat(p.search_text, ' ') AS titles
         FROM commerce_orders o
         JOIN commerce_order_items oi ON oi.order_id = o.id
         JOIN commerce_variants v ON v.id = oi.variant_id
         JOIN commerce_products p ON p.id = v.product_id
         WHERE o.user_id = ? GROUP BY o.id ORDER BY o.creation_time DESC, o.id DESC`,
      )
      .all(userId) as { id: number; status: OrderStatus; order_number: string; titles: string }[];
    const matching = candidates.filter(
      (order) =>
        (!statuses || statuses.has(order.status)) &&
        (!phrase ||
          matchesPhrase(normaliseForSearch(`${order.order_number} ${order.id}`), phrase) ||
          matchesPhrase(order.titles, phrase)),
    );
    const page = matching.slice(query.skipCount, query.skipCount + query.maxResultCount);
    const byId = db.prepare('SELECT * FROM commerce_orders WHERE id = ?');
    return ok(c, {
      totalCount: matching.length,
      items: page.map((order) => listedOrder(orderDto(db, byId.get(order.id) as OrderRow))),
    });
  });

  app.get('/api/services/app/Order/GetStatistics', async (c) => {
    const userId = await requireUserId(c);
    const counts = db
      .prepare('SELECT status, COUNT(*) AS n FROM commerce_orders WHERE user_id = ? GROUP BY status')
      .all(userId) as {
      status: OrderStatus;
      n: number;
    }[];
    const total = (tab: OrderStatus[]) =>
      counts.filter((row) => tab.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
    return ok(c, {
      totalRowsInProgress: total(ORDER_TABS.InProgress),
      totalRowsCompleted: total(ORDER_TABS.Completed),
      totalRowsCanceled: total(ORDER_TABS.Canceled),
    });
  });

  // An order the wallet covers, and every return from the bank (whose money the payment host credited to the
  // wallet as the order's): paid from the wallet once, the same answer every time after (one database holds both
  // hosts, docs/contracts/commerce.md, "Approving").
  app.post('/api/services/app/Order/Approve', async (c) => {
    const userId = await requireUserId(c);
    const input = await bindBody(
      c,
      z.object({ orderId: z.coerce.number().int().positive(), orderNumber: z.string().nullish() }),
    );
    const order = db.prepare('SELECT * FROM commerce_orders WHERE id = ?').get(input.orderId) as OrderRow | undefined;
    if (!order || order.user_id !== userId) throw new EntityNotFoundError('Order', input.orderId);
    if (input.orderNumber && input.orderNumber.trim().toUpperCase() !== order.order_number) {
      throw new AbpValidationError([{ message: orderMessages.orderNumber, members: ['orderNumber'] }]);
    }
    const payment = payOrderFromWallet(db, userId, order.id);
    switch (payment.kind) {
      case 'notFound':
        throw new EntityNotFoundError('Order', input.orderId);
      case 'notPayable':
        throw new UserFriendlyError(orderMessages.notApprovable);
      case 'shortBalance':
        throw new UserFriendlyError(orderMessages.shortBalance, orderMessages.shortfall(payment.shortfall));
      default: {
        const paid = db.prepare('SELECT * FROM commerce_orders WHERE id = ?').get(order.id) as OrderRow;
        const awaitsDetails = orderDto(db, paid).items.some((item) => item.allowNewLoginSubmission);
        return ok(c, {
          success: true,
          message: orderMessages.approved,
          detail: awaitsDetails ? orderMessages.approvedNeedsAccount : orderMessages.approvedReady,
        });
      }
    }
  });

  app.get('/api/services/app/Order/Get', async (c) => {
    const userId = await requireUserId(c);
    const { id } = bindQuery(c, z.object({ id: z.coerce.number().int().positive() }));
    const order = db.prepare('SELECT * FROM commerce_orders WHERE id = ?').get(id) as OrderRow | undefined;
    // Someone else's order reads exactly like a missing one.
    if (!order || order.user_id !== userId) throw new EntityNotFoundError('Order', id);
    return ok(c, orderDto(db, order));
  });
}
