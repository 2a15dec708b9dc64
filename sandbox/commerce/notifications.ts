// "Tell me when" (docs/contracts/commerce.md, "Notify me"; CONTRACTS §12.5): ProductNotification/Upsert saves
// or cancels a request, GetMine reads the caller's requests for one product and GetAllMine (this project's own)
// pages all of them. Requests are kept in notification-store.ts; POST /__sandbox/restock answers them.
import type { Hono } from 'hono';
import { z } from 'zod';
import { notificationChannelValues, productNotificationTypeValues } from '../../contracts/generated/commerce';
import { requireUserId } from '../abp/auth';
import { bindBody, bindQuery, pagingShape } from '../abp/binding';
import { ok } from '../abp/envelope';
import { AbpValidationError, EntityNotFoundError, UserFriendlyError } from '../abp/errors';
import type { Db } from '../db/database';
import type { SandboxDeps } from '../deps';
import { findUserById } from '../identity/users';
import { toVariant, type VariantRow } from './catalog';
import {
  requestById,
  requestsForProduct,
  requestsPage,
  saveRequest,
  type NotificationChannel,
} from './notification-store';
import { stockStatusOf } from './prices';
import { productExists } from './wishlist';

export const notificationMessages = {
  type: 'نوع اطلاع‌رسانی باید ProductAvailable یا AmazingDiscount باشد.',
  channels: 'روش‌های اطلاع‌رسانی باید فهرستی از None، Email، Sms و InAppNotification باشد.',
  variantOfAnotherProduct: 'این گزینه از محصول انتخاب شده نیست.',
  variantInStock: 'این گزینه موجود است؛ درخواست اطلاع از موجود شدن تنها برای گزینه‌ی ناموجود ثبت می‌شود.',
  productInStock: 'این محصول موجود است؛ درخواست اطلاع از موجود شدن تنها برای محصول ناموجود ثبت می‌شود.',
  noEmail: 'برای اطلاع‌رسانی با ایمیل، ابتدا ایمیل خود را در پروفایل ثبت کنید.',
};

const oneOf = <T extends string>(names: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' ? names.find((name) => name.toLowerCase() === value.trim().toLowerCase()) : undefined;

/**
 * `None` adds nothing (a flags enum's zero), so `[]`, `["None"]` and `["None", "None"]` all cancel. The channels
 * are kept in the document's order, which is how they are written back.
 */
const channelsInput = z.unknown().transform((value, ctx) => {
  const names = Array.isArray(value)
    ? value.map((item) => (oneOf(['None'], item) ? 'None' : oneOf(notificationChannelValues, item)))
    : [undefined];
  if (names.some((name) => name === undefined))
    ctx.addIssue({ code: 'custom', message: notificationMessages.channels });
  return notificationChannelValues.filter((channel) => names.includes(channel));
});

const upsertInput = z.object({
  productId: z.coerce.number().int().positive(),
  productVariantId: z.union([z.null(), z.coerce.number().int().positive()]).optional(),
  type: z.unknown().transform((value, ctx) => {
    const type = oneOf(productNotificationTypeValues, value);
    if (!type) ctx.addIssue({ code: 'custom', message: notificationMessages.type });
    return type!;
  }),
  channels: channelsInput,
});

const getMineInput = z.object({ productId: z.coerce.number().int().positive() });
const getAllMineInput = z.object(pagingShape);

function requireProduct(db: Db, productId: number) {
  if (!productExists(db, productId)) throw new EntityNotFoundError('Product', productId);
}

/** The variant named, checked to be the product's; null when none is named. */
function variantOf(db: Db, productId: number, variantId: number | null | undefined) {
  if (variantId === null || variantId === undefined) return null;
  const row = db.prepare('SELECT * FROM commerce_variants WHERE id = ?').get(variantId) as VariantRow | undefined;
  if (!row) throw new EntityNotFoundError('Variant', variantId);
  if (row.product_id !== productId) {
    throw new AbpValidationError([
      { message: notificationMessages.variantOfAnotherProduct, members: ['productVariantId'] },
    ]);
  }
  return toVariant(row);
}

/** Back in stock is only for what cannot be bought now: the variant, or every variant of the product. */
function requireOutOfStock(db: Db, productId: number, variant: ReturnType<typeof variantOf>) {
  if (variant) {
    if (stockStatusOf(variant) !== 'OutOfStock') throw new UserFriendlyError(notificationMessages.variantInStock);
    return;
  }
  const inStock = db.prepare('SELECT 1 FROM commerce_variants WHERE product_id = ? AND stock > 0').get(productId);
  if (inStock) throw new UserFriendlyError(notificationMessages.productInStock);
}

/** Commerce and identity share the users (one token for both): e-mail is offered only to a profile that has one. */
function requireEmail(db: Db, userId: number, channels: NotificationChannel[]) {
  if (!channels.includes('Email')) return;
  if (!findUserById(db, userId)?.email_address) throw new UserFriendlyError(notificationMessages.noEmail);
}

export function mountNotificationRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  app.post('/api/services/app/ProductNotification/Upsert', async (c) => {
    const userId = await requireUserId(c);
    const input = await bindBody(c, upsertInput);
    requireProduct(db, input.productId);
    const variant = variantOf(db, input.productId, input.productVariantId);
    // Cancelling is always allowed, whatever the stock is by now.
    if (input.channels.length > 0) {
      if (input.type === 'ProductAvailable') requireOutOfStock(db, input.productId, variant);
      requireEmail(db, userId, input.channels);
    }
    const id = saveRequest(
      db,
      { userId, productId: input.productId, variantId: variant?.id ?? null, type: input.type },
      input.channels,
    );
    return ok(c, id === null ? null : requestById(db, id));
  });

  app.get('/api/services/app/ProductNotification/GetMine', async (c) => {
    const userId = await requireUserId(c);
    const { productId } = bindQuery(c, getMineInput);
    requireProduct(db, productId);
    return ok(c, requestsForProduct(db, userId, productId));
  });

  app.get('/api/services/app/ProductNotification/GetAllMine', async (c) => {
    const userId = await requireUserId(c);
    return ok(c, requestsPage(db, userId, bindQuery(c, getAllMineInput)));
  });
}
