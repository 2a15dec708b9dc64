// The buyer's account forms (CONTRACTS §12.2, docs/contracts/commerce.md "Account forms"): the sign-in providers
// and their fields for an item put on the buyer's own account, and the one submission of that item's details,
// checked field by field, sealed at rest and never read back. Submitting moves the order on to InProgress.
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireUserId } from '../abp/auth';
import { bindBody, bindQuery } from '../abp/binding';
import { ok } from '../abp/envelope';
import { AbpValidationError, EntityNotFoundError, UserFriendlyError } from '../abp/errors';
import { inTransaction, type Db } from '../db/database';
import type { SandboxDeps } from '../deps';
import {
  findLoginProvider,
  loginProviders,
  type SeedLoginField,
  type SeedLoginProvider,
} from '../seed/login-providers';
import { fileUrls } from '../files/urls';
import { checkFields } from './account-form-fields';
import { allowsLoginSubmission, deliveryOf, type Delivery } from './delivery';
import { sealFields, type SubmittedField } from './sealed-fields';

export const accountFormMessages = {
  notPaid: 'اطلاعات اکانت را پس از پرداخت سفارش می‌توانید ثبت کنید.',
  readyAccount: 'این کالا با اکانت آماده تحویل می‌شود و به اطلاعات اکانت شما نیازی ندارد.',
  alreadySubmitted: 'اطلاعات اکانت این کالا قبلاً ثبت شده است.',
  closed: 'ثبت اطلاعات اکانت برای این سفارش بسته شده است.',
  unknownProvider: 'پلتفرم انتخاب‌شده معتبر نیست.',
  noFields: 'اطلاعات اکانت را وارد کنید.',
};

/** A field as LoginProvider/GetByOrderItemId answers it. */
function fieldDto(field: SeedLoginField, order: number) {
  return {
    id: field.id,
    key: field.key,
    type: field.type,
    isRequired: field.isRequired,
    inputGroupCount: field.inputGroupCount,
    order,
    translations: [
      { language: 'fa', ...field.fa },
      { language: 'en', ...field.en },
    ],
    options: (field.options ?? []).map((option) => ({
      value: option.value,
      translations: [
        { language: 'fa', displayName: option.fa },
        { language: 'en', displayName: option.en },
      ],
    })),
  };
}

export function providerDto(provider: SeedLoginProvider) {
  return {
    id: provider.id,
    providerKey: provider.providerKey,
    displayName: provider.displayName,
    icon: fileUrls.loginProviderIcon(provider.providerKey),
    fields: provider.fields.map((field, index) => fieldDto(field, index + 1)),
  };
}

type ItemRow = {
  id: number;
  order_id: number;
  user_id: number;
  status: string;
  preorder: number;
  login_id: number | null;
};

/** The caller's own order item with what decides its form, or a 404 as for any item that is not theirs. */
function ownItem(db: Db, userId: number, orderItemId: number) {
  const row = db
    .prepare(
      `SELECT oi.id, oi.order_id, o.user_id, o.status, v.preorder, l.id AS login_id
       FROM commerce_order_items oi
       JOIN commerce_orders o ON o.id = oi.order_id
       JOIN commerce_variants v ON v.id = oi.variant_id
       LEFT JOIN commerce_order_item_logins l ON l.order_item_id = oi.id
       WHERE oi.id = ?`,
    )
    .get(orderItemId) as ItemRow | undefined;
  // Someone else's item reads exactly like a missing one.
  if (!row || row.user_id !== userId) throw new EntityNotFoundError('OrderItem', orderItemId);
  return { ...row, delivery: deliveryOf(row) as Delivery, submitted: row.login_id !== null };
}

const submitInput = z.object({
  orderItemId: z.coerce.number().int().positive(),
  loginProviderId: z.coerce.number().int().positive(),
  fields: z.array(z.unknown()),
});

/** Seals and stores an item's details and moves a Paid order on to InProgress; false when the item had them already. */
export function storeLoginDetails(
  db: Db,
  secret: string,
  input: { orderItemId: number; orderId: number; loginProviderId: number; fields: SubmittedField[]; at?: Date },
): boolean {
  return inTransaction(db, () => {
    const inserted = db
      .prepare(
        `INSERT INTO commerce_order_item_logins (order_item_id, login_provider_id, sealed_fields, creation_time)
         VALUES (?, ?, ?, ?) ON CONFLICT (order_item_id) DO NOTHING`,
      )
      .run(
        input.orderItemId,
        input.loginProviderId,
        sealFields(secret, input.orderItemId, input.fields),
        (input.at ?? new Date()).toISOString(),
      );
    if (inserted.changes !== 1) return false;
    db.prepare("UPDATE commerce_orders SET status = 'InProgress' WHERE id = ? AND status = 'Paid'").run(input.orderId);
    return true;
  });
}

export function mountAccountFormRoutes(app: Hono, deps: SandboxDeps) {
  const { db, config } = deps;

  app.get('/api/services/app/LoginProvider/GetByOrderItemId', async (c) => {
    const userId = await requireUserId(c);
    const { id } = bindQuery(c, z.object({ id: z.coerce.number().int().positive() }));
    const item = ownItem(db, userId, id);
    // A ready-made account needs no sign-in of the buyer's: no providers to choose from.
    return ok(c, item.delivery === 'BuyerAccount' ? loginProviders.map(providerDto) : []);
  });

  app.post('/api/services/app/OrderItemProviderField/Submit', async (c) => {
    const userId = await requireUserId(c);
    const input = await bindBody(c, submitInput);
    const item = ownItem(db, userId, input.orderItemId);
    if (item.delivery !== 'BuyerAccount') throw new UserFriendlyError(accountFormMessages.readyAccount);
    if (item.status === 'Pending') throw new UserFriendlyError(accountFormMessages.notPaid);
    if (item.submitted) throw new UserFriendlyError(accountFormMessages.alreadySubmitted);
    if (!allowsLoginSubmission({ orderStatus: item.status, delivery: item.delivery, submitted: item.submitted })) {
      throw new UserFriendlyError(accountFormMessages.closed);
    }
    const provider = findLoginProvider(input.loginProviderId);
    if (!provider)
      throw new AbpValidationError([{ message: accountFormMessages.unknownProvider, members: ['loginProviderId'] }]);
    const { errors, fields } = checkFields(provider, input.fields);
    if (errors.length === 0 && fields.length === 0)
      errors.push({ message: accountFormMessages.noFields, members: ['fields'] });
    if (errors.length > 0) throw new AbpValidationError(errors);
    const stored = storeLoginDetails(db, config.fieldKey, {
      orderItemId: item.id,
      orderId: item.order_id,
      loginProviderId: provider.id,
      fields,
    });
    // Two submissions at once: the one that lost the race is told as any second one is.
    if (!stored) throw new UserFriendlyError(accountFormMessages.alreadySubmitted);
    return ok(c, null);
  });
}
