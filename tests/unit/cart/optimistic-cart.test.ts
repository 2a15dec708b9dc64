import { applyChange, isLinePending, visibleCart } from '@/components/cart/optimistic-cart';
import {
  cartChangeEnded,
  cartChangeStarted,
  selectPendingCartChanges,
  type CartChange,
} from '@/store/slices/cartChangesSlice';
import { makeStore } from '@/store/store';
import { cartOf, line } from './fixtures';

// Elden Ring PC offline: 11,000,000 IRR, sold at 9,900,000; GTA V PS4 offline: 8,000,000, no discount.
const eldenRing = line(1, 101, 1, 11_000_000, 9_900_000);
const gta = line(2, 202, 2, 8_000_000, 8_000_000);
const cart = cartOf([eldenRing, gta]);

const change = (id: string, kind: CartChange['kind'], itemId: number): CartChange => ({ id, kind, itemId });

describe('the cart as the shopper sees it while changes are on their way', () => {
  it('a pending increase shows at once, with line and cart totals recomputed', () => {
    const pending = [change('a', 'increase', 1)];
    const shown = visibleCart(cart, pending)!;
    expect(shown.items[0]).toMatchObject({ quantity: 2, totalPrice: 19_800_000, totalDiscountAmount: 2_200_000 });
    expect(shown).toMatchObject({
      totalQuantity: 4,
      totalItemsPrice: 38_000_000,
      payableAmount: 35_800_000,
      profitAmount: 2_200_000,
    });
    expect(isLinePending(pending, 1)).toBe(true);
    expect(isLinePending(pending, 2)).toBe(false);
  });

  it('the quantity never goes below 1: decreasing the last one changes nothing', () => {
    const shown = applyChange(cart, change('a', 'decrease', 1));
    expect(shown.items[0].quantity).toBe(1);
    expect(shown.totalQuantity).toBe(3);
  });

  it('remove takes the whole line and its totals away', () => {
    const shown = applyChange(cart, change('a', 'remove', 2));
    expect(shown.items.map((item) => item.id)).toEqual([1]);
    expect(shown).toMatchObject({
      totalQuantity: 1,
      totalItemsPrice: 11_000_000,
      payableAmount: 9_900_000,
      profitAmount: 1_100_000,
    });
  });

  it('a later change stays shown on top of the answer to an earlier one', () => {
    const afterFirst = cartOf([line(1, 101, 2, 11_000_000, 9_900_000), gta]);
    expect(visibleCart(afterFirst, [change('b', 'increase', 1)])!.items[0].quantity).toBe(3);
  });

  it('no cart yet shows nothing; a change to a line that is gone changes nothing', () => {
    expect(visibleCart(null, [change('a', 'increase', 2)])).toBeNull();
    expect(visibleCart(cart, [change('a', 'increase', 99)])).toEqual(cart);
  });
});

describe('the changes on their way, in the store', () => {
  it('each change gets an id of its own and leaves the list by it, in any order', () => {
    const store = makeStore();
    const first = store.dispatch(cartChangeStarted('increase', 1)).payload;
    const second = store.dispatch(cartChangeStarted('remove', 2)).payload;
    expect(first.id).not.toEqual(second.id);
    expect(selectPendingCartChanges(store.getState())).toEqual([first, second]);
    store.dispatch(cartChangeEnded(second.id));
    expect(selectPendingCartChanges(store.getState())).toEqual([first]);
    store.dispatch(cartChangeEnded(first.id));
    expect(selectPendingCartChanges(store.getState())).toEqual([]);
  });

  it('are not kept over a reload', async () => {
    const { PERSISTED_SLICES } = await import('@/store/persist');
    expect(PERSISTED_SLICES).not.toContain('cartChanges');
  });
});
