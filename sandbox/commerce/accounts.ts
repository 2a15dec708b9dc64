// The ready-made game accounts handed over for paid order items (docs/contracts/commerce.md, "Delivered
// accounts"): made up when the order is paid, shown only to the buyer, never cached. This project's own path,
// OrderItem/GetDeliveredAccount (CONTRACTS §10 correction); LoginProvider is the buyer's forms (account-forms.ts).
import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireUserId } from '../abp/auth';
import { bindQuery } from '../abp/binding';
import { ok } from '../abp/envelope';
import { AbpForbiddenError, EntityNotFoundError } from '../abp/errors';
import type { Db } from '../db/database';
import type { SandboxDeps } from '../deps';
import type { AccountType, PlatformSlug } from '../seed/types';
import { deliveryOf } from './delivery';
import { PAID_STATUSES } from './order-status';

const PLATFORM_CODES: Record<PlatformSlug, string> = {
  'playstation-5': 'ps5',
  'playstation-4': 'ps4',
  'nintendo-switch': 'switch',
  pc: 'pc',
  steam: 'steam',
  'xbox-one': 'xone',
  'xbox-series-xs': 'xsx',
  'nintendo-switch-2': 'switch2',
};

const MAIL_DOMAINS = ['outlook.com', 'gmail.com', 'hotmail.com'];

const USAGE_NOTES: Record<AccountType, string> = {
  'capacity-1': 'پس از ورود، اکانت را روی کنسول خود Primary (کنسول اصلی) کنید و بازی را با یوزر شخصی خودتان اجرا کنید.',
  'capacity-2':
    'بازی را با یوزر همین اکانت اجرا کنید و کنسول را Primary نکنید؛ هنگام اجرای بازی کنسول باید به اینترنت وصل باشد.',
  'capacity-3': 'اکانت را روی کنسول خود Primary کنید؛ این ظرفیت فقط بخش آفلاین و داستانی بازی را شامل می‌شود.',
  offline: 'پس از دانلود بازی، اتصال به اینترنت را قطع کنید و بازی را فقط در حالت آفلاین اجرا کنید.',
};

const KEEP_DETAILS_NOTE =
  'رمز عبور، ایمیل و اطلاعات امنیتی اکانت را تغییر ندهید و آن را در اختیار دیگران نگذارید؛ هر تغییری گارانتی اکانت را باطل می‌کند.';

const pick = (characters: string) => characters[randomInt(characters.length)];

/** 14 characters with upper and lower case letters, digits and a symbol, in random order. */
export function strongPassword(): string {
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnopqrstuvwxyz';
  const digits = '23456789';
  const symbols = '!@#$%&*?';
  const characters = [pick(upper), pick(lower), pick(digits), pick(symbols)];
  while (characters.length < 14) characters.push(pick(upper + lower + digits + symbols));
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j], characters[i]];
  }
  return characters.join('');
}

/** A console account signs in with its email; a PC (Steam) account has its own user name. */
export function makeAccount(platform: PlatformSlug, accountType: AccountType) {
  const code = PLATFORM_CODES[platform];
  const number = randomInt(1000, 10000);
  const email = `gamino.${code}.${number}@${MAIL_DOMAINS[randomInt(MAIL_DOMAINS.length)]}`;
  return {
    username: platform === 'pc' ? `gamino_${code}_${number}` : email,
    password: strongPassword(),
    email,
    notes: `${USAGE_NOTES[accountType]} ${KEEP_DETAILS_NOTE}`,
  };
}

/** Creates the account of every ready-made item of the order that has none yet (delivery.ts). */
export function deliverAccounts(db: Db, orderId: number): void {
  const items = db
    .prepare(
      `SELECT oi.id, v.platform, v.account_type, v.preorder FROM commerce_order_items oi
       JOIN commerce_variants v ON v.id = oi.variant_id
       LEFT JOIN commerce_delivered_accounts da ON da.order_item_id = oi.id
       WHERE oi.order_id = ? AND da.id IS NULL ORDER BY oi.id`,
    )
    .all(orderId) as { id: number; platform: PlatformSlug; account_type: AccountType; preorder: number }[];
  const insert = db.prepare(
    `INSERT INTO commerce_delivered_accounts (order_item_id, username, password, email, notes, creation_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const item of items) {
    if (deliveryOf(item) !== 'ReadyAccount') continue;
    const account = makeAccount(item.platform, item.account_type);
    insert.run(item.id, account.username, account.password, account.email, account.notes, new Date().toISOString());
  }
}

export function mountDeliveredAccountRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  app.get('/api/services/app/OrderItem/GetDeliveredAccount', async (c) => {
    const userId = await requireUserId(c);
    const { id: orderItemId } = bindQuery(c, z.object({ id: z.coerce.number().int().positive() }));
    const item = db
      .prepare(
        `SELECT oi.order_id, o.user_id, o.status FROM commerce_order_items oi
         JOIN commerce_orders o ON o.id = oi.order_id WHERE oi.id = ?`,
      )
      .get(orderItemId) as { order_id: number; user_id: number; status: string } | undefined;
    // Someone else's item reads exactly like a missing one.
    if (!item || item.user_id !== userId) throw new EntityNotFoundError('OrderItem', orderItemId);
    if (!PAID_STATUSES.has(item.status)) throw new AbpForbiddenError('order not paid');
    deliverAccounts(db, item.order_id);
    const account = db
      .prepare('SELECT username, password, email, notes FROM commerce_delivered_accounts WHERE order_item_id = ?')
      .get(orderItemId) as
      { username: string; password: string; email: string | null; notes: string | null } | undefined;
    // An item put on the buyer's own account (delivery.ts) has no account of the shop's to hand over.
    if (!account) throw new EntityNotFoundError('DeliveredAccount', orderItemId);
    return ok(c, account, { 'Cache-Control': 'no-store' });
  });
}
