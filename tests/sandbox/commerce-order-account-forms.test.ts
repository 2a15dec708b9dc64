// Commerce host over real HTTP: the buyer's account forms (CONTRACTS §12.2, docs/contracts/commerce.md
// "Account forms"): the providers and their fields, one checked submission per item, sealed at rest.
import fs from 'node:fs';
import { openFields } from '@/sandbox/commerce/sealed-fields';
import type { CreatedOrder, Order } from '@/services/types/commerce';
import { commerceCalls, PERSIAN } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';

const sandbox = sandboxForThisFile();
const { api, variantOf, newShopper, addItem, createOrder, getOrder, payAtGateway } = commerceCalls(sandbox);

type Translation = { language: string; label: string; placeholder: string | null; info: string | null };
type Field = {
  id: number;
  key: string;
  type: string;
  isRequired: boolean;
  inputGroupCount: number;
  order: number;
  translations: Translation[];
  options: { value: string; translations: { displayName: string }[] }[];
};
type Provider = { id: number; providerKey: string; displayName: string; icon: string; fields: Field[] };

const PSN = 1;
const STEAM = 3;
const PASSWORD = 'Plain-Secret-7f3a!';

/** A shopper's order of one pre-order (put on their own account), paid or not. */
async function orderOfPreorder(options: { paid: boolean } = { paid: true }) {
  const token = await newShopper();
  await addItem({ token }, (await variantOf('stellar-blade', 'pc', 'offline')).id);
  const created = (await createOrder({ token })).body.result! as CreatedOrder;
  if (options.paid) await payAtGateway(token, created);
  const order = (await getOrder(token, created.id)).body.result!;
  return { token, order, itemId: order.items[0].id };
}

const providersOf = (itemId: number, token?: string) =>
  request<AbpBody<Provider[]>>(`${api('LoginProvider/GetByOrderItemId')}?Id=${itemId}`, { token });

const submit = (token: string | undefined, body: Record<string, unknown>) =>
  request<AbpBody<null>>(api('OrderItemProviderField/Submit'), { token, body });

const psnFields = (overrides: Record<string, string | string[]> = {}) => {
  const values: Record<string, string | string[]> = {
    email: 'buyer.psn@example.com',
    password: PASSWORD,
    region: 'Europe',
    backupCodes: ['111111', '222222', '333333'],
    consent: 'true',
    ...overrides,
  };
  return Object.entries(values).flatMap(([fieldKey, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => ({ fieldKey, value: item })),
  );
};

const storedLogins = (itemId: number) =>
  sandbox.deps.db.prepare('SELECT * FROM commerce_order_item_logins WHERE order_item_id = ?').all(itemId) as {
    login_provider_id: number;
    sealed_fields: string;
  }[];

describe('LoginProvider/GetByOrderItemId', () => {
  it('needs a login: 401', async () => {
    const { itemId } = await orderOfPreorder({ paid: false });
    const response = await providersOf(itemId);
    expect(response.status).toBe(401);
    expect(response.body.unAuthorizedRequest).toBe(true);
  });

  it('answers PSN, Xbox, Steam and Nintendo, whose fields cover every type, in Persian and in field order', async () => {
    const { token, itemId } = await orderOfPreorder();
    const response = await providersOf(itemId, token);
    expect(response.status).toBe(200);
    const providers = response.body.result!;
    expect(providers.map((provider) => provider.providerKey)).toEqual([
      'PlayStationNetwork',
      'Xbox',
      'Steam',
      'NintendoAccount',
    ]);
    const fields = providers.flatMap((provider) => provider.fields);
    expect(new Set(fields.map((field) => field.type))).toEqual(
      new Set(['Select', 'Text', 'Password', 'Checkbox', 'InputGroup', 'Email', 'Textarea']),
    );
    for (const provider of providers) {
      expect(provider.fields.map((field) => field.order)).toEqual(provider.fields.map((_, index) => index + 1));
      for (const field of provider.fields) {
        const fa = field.translations.find((translation) => translation.language === 'fa')!;
        expect(fa.label, field.key).toMatch(PERSIAN);
        expect(field.inputGroupCount > 0, field.key).toBe(field.type === 'InputGroup');
        expect(field.options.length > 0, field.key).toBe(field.type === 'Select');
        for (const option of field.options) expect(option.translations[0].displayName).toMatch(PERSIAN);
      }
    }
    const psn = providers[0];
    expect(psn).toMatchObject({ id: PSN, displayName: 'PlayStation Network' });
    expect(psn.fields.find((field) => field.key === 'backupCodes')).toMatchObject({
      type: 'InputGroup',
      inputGroupCount: 3,
      isRequired: false,
    });
    expect(psn.fields.find((field) => field.key === 'region')!.options.map((option) => option.value)).toEqual([
      'Europe',
      'America',
      'Asia',
    ]);
    const icon = await fetch(psn.icon);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it("serves each provider's icon whatever the key's case; a key no provider has is a plain 404", async () => {
    const { token, itemId } = await orderOfPreorder();
    for (const provider of (await providersOf(itemId, token)).body.result!) {
      expect(provider.icon).toBe(
        `${sandbox.url}/commerce/files/login-providers/${provider.providerKey.toLowerCase()}.svg`,
      );
      const icon = await fetch(provider.icon.replace(/[^/]+\.svg$/, `${provider.providerKey}.svg`));
      expect(icon.status, provider.providerKey).toBe(200);
      expect(await icon.text()).toContain(provider.displayName);
    }
    const unknown = await fetch(`${sandbox.url}/commerce/files/login-providers/myspace.svg`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it("a ready-made account has no providers; someone else's item or an unknown one is a 404", async () => {
    const token = await newShopper();
    await addItem({ token }, (await variantOf('hades', 'pc', 'offline')).id);
    const created = (await createOrder({ token })).body.result!;
    const readyItem = (await getOrder(token, created.id)).body.result!.items[0].id;
    expect((await providersOf(readyItem, token)).body.result).toEqual([]);
    expect((await providersOf(readyItem, await newShopper())).status).toBe(404);
    expect((await providersOf(999_999, token)).status).toBe(404);
  });
});

describe('OrderItemProviderField/Submit', () => {
  it("needs a login (401) and the buyer's own item (404)", async () => {
    const { itemId } = await orderOfPreorder();
    const body = { orderItemId: itemId, loginProviderId: PSN, fields: psnFields() };
    expect((await submit(undefined, body)).status).toBe(401);
    expect((await submit(await newShopper(), body)).status).toBe(404);
    expect(storedLogins(itemId)).toEqual([]);
  });

  it('an unpaid item is refused; so is an item with a ready-made account', async () => {
    const unpaid = await orderOfPreorder({ paid: false });
    const refused = await submit(unpaid.token, {
      orderItemId: unpaid.itemId,
      loginProviderId: PSN,
      fields: psnFields(),
    });
    expect(refused.status).toBe(500);
    expect(refused.body.error!.message).toBe('اطلاعات اکانت را پس از پرداخت سفارش می‌توانید ثبت کنید.');

    const token = await newShopper();
    await addItem({ token }, (await variantOf('hades', 'pc', 'offline')).id);
    const created = (await createOrder({ token })).body.result!;
    await payAtGateway(token, created);
    const readyItem = (await getOrder(token, created.id)).body.result!.items[0].id;
    const ready = await submit(token, { orderItemId: readyItem, loginProviderId: PSN, fields: psnFields() });
    expect(ready.status).toBe(500);
    expect(ready.body.error!.message).toContain('اکانت آماده');
  });

  it('checks every field at once: a 400 whose validationErrors name the field keys, nothing stored', async () => {
    const { token, itemId } = await orderOfPreorder();
    const fields = [
      { fieldKey: 'email', value: 'not-an-email' },
      { fieldKey: 'region', value: 'Mars' },
      { fieldKey: 'backupCodes', value: '111111' },
      { fieldKey: 'backupCodes', value: '222222' },
      { fieldKey: 'consent', value: 'false' },
      { fieldKey: 'favouriteColour', value: 'blue' },
    ];
    const response = await submit(token, { orderItemId: itemId, loginProviderId: PSN, fields });
    expect(response.status).toBe(400);
    expect(response.body.error!.message).toBe('درخواست شما معتبر نمی باشد!');
    const errors = response.body.error!.validationErrors!;
    const byKey = Object.fromEntries(errors.map((error) => [error.members[0], error.message]));
    expect(byKey).toEqual({
      email: 'نشانی ایمیل معتبر نیست.',
      password: '«رمز عبور اکانت PSN» را وارد کنید.',
      region: 'یکی از گزینه‌های «ریجن اکانت» را انتخاب کنید.',
      backupCodes: '«کدهای پشتیبان ورود دومرحله‌ای» باید ۳ مقدار داشته باشد.',
      consent: 'برای ادامه باید این مورد را بپذیرید.',
      favouriteColour: 'فیلد «favouriteColour» در فرم PlayStation Network نیست.',
    });
    expect(storedLogins(itemId)).toEqual([]);
  });

  it('a required InputGroup needs all its inputs; an optional one may be left out; keys and members ignore case', async () => {
    const { token, itemId } = await orderOfPreorder();
    const steam = (overrides: { fieldKey: string; value: string }[]) => [
      { fieldKey: 'username', value: 'buyer_steam' },
      { fieldKey: 'password', value: PASSWORD },
      ...overrides,
    ];
    const missing = await submit(token, { orderItemId: itemId, loginProviderId: STEAM, fields: steam([]) });
    expect(missing.body.error!.validationErrors).toEqual([
      { message: '«کدهای پشتیبان Steam Guard» را وارد کنید.', members: ['guardCodes'] },
    ]);
    const codes = ['AB1CD', 'EF2GH', 'JK3LM', 'NP4QR', 'ST5UV'].map((value) => ({
      FieldKey: 'GUARDCODES',
      Value: value,
    }));
    const accepted = await submit(token, {
      OrderItemId: itemId,
      LoginProviderId: STEAM,
      Fields: [...steam([]), ...codes],
    });
    expect(accepted.status).toBe(200);
    expect(storedLogins(itemId)).toHaveLength(1);
  });

  it('an unknown provider is a 400 on loginProviderId', async () => {
    const { token, itemId } = await orderOfPreorder();
    const response = await submit(token, { orderItemId: itemId, loginProviderId: 99, fields: psnFields() });
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors![0].members).toEqual(['loginProviderId']);
  });

  it('accepts the details once: the order moves on to InProgress and a second submission is refused', async () => {
    const { token, order, itemId } = await orderOfPreorder();
    expect(order.status).toBe('Paid');
    const accepted = await submit(token, { orderItemId: itemId, loginProviderId: PSN, fields: psnFields() });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ success: true, result: null });
    expect(((await getOrder(token, order.id)).body.result as Order).status as string).toBe('InProgress');

    const again = await submit(token, { orderItemId: itemId, loginProviderId: PSN, fields: psnFields() });
    expect(again.status).toBe(500);
    expect(again.body.error!.message).toBe('اطلاعات اکانت این کالا قبلاً ثبت شده است.');
    expect(storedLogins(itemId)).toHaveLength(1);
  });

  it('two submissions at once: one is stored, the other refused', async () => {
    const { token, itemId } = await orderOfPreorder();
    const body = { orderItemId: itemId, loginProviderId: PSN, fields: psnFields() };
    const statuses = (await Promise.all([submit(token, body), submit(token, body), submit(token, body)])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 500, 500]);
    expect(storedLogins(itemId)).toHaveLength(1);
  });

  it('stores the values sealed: neither the row nor the database file holds them, and only the key opens them', async () => {
    const { token, order, itemId } = await orderOfPreorder();
    const password = `${PASSWORD}-${itemId}`;
    const email = `sealed.${itemId}@example.com`;
    expect(
      (await submit(token, { orderItemId: itemId, loginProviderId: PSN, fields: psnFields({ password, email }) }))
        .status,
    ).toBe(200);

    const [row] = storedLogins(itemId);
    expect(row.login_provider_id).toBe(PSN);
    expect(row.sealed_fields).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.sealed_fields).not.toContain(password);
    sandbox.deps.db.pragma('wal_checkpoint(FULL)');
    const file = sandbox.deps.config.databaseFile;
    for (const path of [file, `${file}-wal`].filter((candidate) => fs.existsSync(candidate))) {
      const bytes = fs.readFileSync(path);
      expect(bytes.includes(Buffer.from(password)), path).toBe(false);
      expect(bytes.includes(Buffer.from(email)), path).toBe(false);
    }
    expect(openFields(sandbox.deps.config.fieldKey, itemId, row.sealed_fields)).toContainEqual({
      fieldKey: 'password',
      value: password,
    });
    expect(() => openFields('another key', itemId, row.sealed_fields)).toThrow();
    expect(() => openFields(sandbox.deps.config.fieldKey, itemId + 1, row.sealed_fields)).toThrow();

    // No read gives them back.
    const reads = [
      await getOrder(token, order.id),
      await request(`${api('Order/GetAll')}?MaxResultCount=100`, { token }),
      await providersOf(itemId, token),
    ];
    for (const read of reads) expect(JSON.stringify(read.body)).not.toContain(password);
  });
});
