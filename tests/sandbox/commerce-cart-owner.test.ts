// Commerce host over real HTTP: whose cart a call means, by Bearer token and X-Device-Id, and how an
// anonymous cart joins the user's (docs/contracts/commerce.md, "Whose cart").
import { signAccessToken } from '@/sandbox/abp/auth';
import { commerceCalls } from './commerce-calls';
import { request, sandboxForThisFile } from './helpers';

const sandbox = sandboxForThisFile();
const { api, variantOf, newUserId, newShopper, addItem, currentCart } = commerceCalls(sandbox);

describe('Cart identity', () => {
  it('with neither Bearer nor X-Device-Id, GetCurrentCart and GetCartByProductId answer result null', async () => {
    expect(await currentCart({})).toBeNull();
    const byProduct = await request(`${api('Cart/GetCartByProductId')}?ProductId=1`);
    expect(byProduct.status).toBe(200);
    expect(byProduct.body.result).toBeNull();
    expect(await currentCart({ deviceId: 'never-issued' })).toBeNull();
  });

  it('AddItem with neither creates a cart under a new uuid deviceId, which X-Device-Id then selects', async () => {
    const variant = await variantOf('elden-ring', 'pc', 'offline');
    const added = await addItem({}, variant.id);
    expect(added.status).toBe(200);
    const cart = added.body.result!;
    expect(cart.deviceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await currentCart({ deviceId: cart.deviceId })).toEqual(cart);
    // Without the header it is someone else's cart.
    expect(await currentCart({})).toBeNull();
  });

  it('an invalid or expired token is anonymous here, never a 401', async () => {
    const expired = await signAccessToken(newUserId(), { lifetimeSeconds: -60 });
    for (const token of [expired, 'not-a-jwt']) {
      const variant = await variantOf('minecraft', 'pc', 'offline');
      const added = await addItem({ token }, variant.id);
      expect(added.status).toBe(200);
      const cart = await currentCart({ token, deviceId: added.body.result!.deviceId });
      expect(cart!.id).toBe(added.body.result!.id);
      expect((await request(api('Cart/GetCurrentCart'), { token })).status).toBe(200);
    }
  });

  it("a logged-in call with an anonymous X-Device-Id merges that cart into the user's: quantities add up, capped by stock", async () => {
    const token = await newShopper();
    const limited = await variantOf('ratchet-and-clank-rift-apart', 'playstation-5', 'capacity-1'); // stock 3
    const other = await variantOf('hades', 'pc', 'offline');
    const mine = await addItem({ token }, limited.id, 2);
    const anonymous = (await addItem({}, limited.id, 2)).body.result!;
    await addItem({ deviceId: anonymous.deviceId }, other.id, 1);

    const merged = await currentCart({ token, deviceId: anonymous.deviceId });
    expect(merged!.id).toBe(mine.body.result!.id);
    expect(merged!.deviceId).toBe(mine.body.result!.deviceId);
    expect(merged!.items.map((item) => [item.variantId, item.quantity])).toEqual([
      [limited.id, 3],
      [other.id, 1],
    ]);
    // The anonymous cart is gone; the user's deviceId keeps working alongside the token.
    expect(await currentCart({ deviceId: anonymous.deviceId })).toBeNull();
    expect((await currentCart({ token, deviceId: merged!.deviceId }))!.totalQuantity).toBe(4);
  });

  it('a user without a cart takes the anonymous cart over, keeping its deviceId', async () => {
    const token = await newShopper();
    const anonymous = (await addItem({}, (await variantOf('halo-infinite', 'pc', 'offline')).id)).body.result!;
    const adopted = await currentCart({ token, deviceId: anonymous.deviceId });
    expect(adopted).toMatchObject({ id: anonymous.id, deviceId: anonymous.deviceId, totalQuantity: 1 });
    expect(await currentCart({ token })).toMatchObject({ id: anonymous.id });
  });

  it("after logging out, the user's deviceId does not open the user's cart anonymously", async () => {
    const token = await newShopper();
    const cart = (await addItem({ token }, (await variantOf('starfield', 'pc', 'offline')).id)).body.result!;
    expect(await currentCart({ deviceId: cart.deviceId })).toBeNull();
  });
});
