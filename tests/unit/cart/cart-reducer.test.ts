import {
  applyChange,
  initialOptimisticCart,
  isLinePending,
  optimisticCartReducer,
  visibleCart,
  type OptimisticCart,
  type OptimisticCartAction,
} from '@/components/cart/cartReducer';
import { cartOf, line } from './fixtures';

// Elden Ring PC offline: 11,000,000 IRR, sold at 9,900,000; GTA V PS4 offline: 8,000,000, no discount.
const eldenRing = line(1, 101, 1, 11_000_000, 9_900_000);
const gta = line(2, 202, 2, 8_000_000, 8_000_000);
const cart = cartOf([eldenRing, gta]);

const run = (state: OptimisticCart, ...actions: OptimisticCartAction[]) => actions.reduce(optimisticCartReducer, state);

describe('the cart as the shopper sees it while changes are on their way', () => {
  it('a pending increase shows at once, with line and cart totals recomputed', () => {
    const state = run(initialOptimisticCart(cart), { type: 'started', change: { id: 1, kind: 'increase', itemId: 1 } });
    const shown = visibleCart(state)!;
    expect(shown.items[0]).toMatchObject({ quantity: 2, totalPrice: 19_800_000, totalDiscountAmount: 2_200_000 });
    expect(shown).toMatchObject({
      totalQuantity: 4,
      totalItemsPrice: 38_000_000,
      payableAmount: 35_800_000,
      profitAmount: 2_200_000,
    });
    expect(isLinePending(state, 1)).toBe(true);
    expect(isLinePending(state, 2)).toBe(false);
  });

  it('the quantity never goes below 1: decreasing the last one changes nothing', () => {
    const shown = applyChange(cart, { id: 1, kind: 'decrease', itemId: 1 });
    expect(shown.items[0].quantity).toBe(1);
    expect(shown.totalQuantity).toBe(3);
  });

  it('remove takes the whole line and its totals away', () => {
    const shown = applyChange(cart, { id: 1, kind: 'remove', itemId: 2 });
    expect(shown.items.map((item) => item.id)).toEqual([1]);
    expect(shown).toMatchObject({
      totalQuantity: 1,
      totalItemsPrice: 11_000_000,
      payableAmount: 9_900_000,
      profitAmount: 1_100_000,
    });
  });

  it("the service's answer replaces the guess", () => {
    const answer = cartOf([line(1, 101, 2, 11_000_000, 9_500_000), gta]);
    const state = run(
      initialOptimisticCart(cart),
      { type: 'started', change: { id: 1, kind: 'increase', itemId: 1 } },
      { type: 'settled', changeId: 1, cart: answer },
    );
    expect(state.pending).toEqual([]);
    expect(visibleCart(state)).toBe(answer);
  });

  it('a failed change drops out and restores the line as the service last had it', () => {
    const state = run(
      initialOptimisticCart(cart),
      { type: 'started', change: { id: 1, kind: 'remove', itemId: 2 } },
      { type: 'failed', changeId: 1 },
    );
    expect(visibleCart(state)).toEqual(cart);
  });

  it('a later change stays shown when an earlier one is answered', () => {
    const afterFirst = cartOf([line(1, 101, 2, 11_000_000, 9_900_000), gta]);
    const state = run(
      initialOptimisticCart(cart),
      { type: 'started', change: { id: 1, kind: 'increase', itemId: 1 } },
      { type: 'started', change: { id: 2, kind: 'increase', itemId: 1 } },
      { type: 'settled', changeId: 1, cart: afterFirst },
    );
    expect(visibleCart(state)!.items[0].quantity).toBe(3);
  });

  it('a partly done failure shows what the service reports', () => {
    const partly = cartOf([eldenRing, line(2, 202, 1, 8_000_000, 8_000_000)]);
    const state = run(
      initialOptimisticCart(cart),
      { type: 'started', change: { id: 1, kind: 'remove', itemId: 2 } },
      { type: 'failed', changeId: 1, cart: partly },
    );
    expect(visibleCart(state)).toBe(partly);
  });

  it('no cart yet shows nothing, and a fresh read from the service keeps pending changes on top', () => {
    expect(visibleCart(initialOptimisticCart())).toBeNull();
    const state = run(
      initialOptimisticCart(),
      { type: 'started', change: { id: 1, kind: 'increase', itemId: 2 } },
      { type: 'confirmed', cart },
    );
    expect(visibleCart(state)!.items[1].quantity).toBe(3);
  });
});
