// The product page's add runs one at a time (store/slices/productCartSlice.ts): a double tap adds one.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { abpOk, COMMERCE, server, startMswServer } from '../services/msw';
import { renderWithStore, storeRestored } from '../shell/render';
import { cartOf, line } from '../cart/fixtures';
import { treeWithSoldOutType } from './back-in-stock-fixtures';
import { deferred } from '../../support/deferred';

describe("the buying island's add, one at a time", () => {
  startMswServer();

  it('a double tap on add sends one AddItem; the change under way is kept in the store, not in the island', async () => {
    const adds: unknown[] = [];
    const { promise: answered, release: answer } = deferred();
    server.use(
      http.post(`${COMMERCE}/api/services/app/Cart/AddItem`, async ({ request }) => {
        adds.push(await request.json());
        await answered;
        return abpOk(cartOf([line(1, 11, 1, 1_000_000, 900_000)], 'device-9'));
      }),
      http.get(`${COMMERCE}/api/services/app/Cart/GetCartByProductId`, () => abpOk(null)),
      http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
    );
    const { store } = renderWithStore(<ProductPurchase productId={7} variants={treeWithSoldOutType} />, {
      withCart: true,
      persist: true,
    });
    await storeRestored(store);
    const addButton = screen.getByRole('button', { name: 'افزودن به سبد خرید' });
    await userEvent.dblClick(addButton);
    await waitFor(() => expect(adds).toHaveLength(1), { timeout: 5_000 });
    expect(store.getState().productCart?.changing).toEqual([7]);
    expect(addButton).toBeDisabled();
    answer();
    await waitFor(() => expect(store.getState().productCart?.changing).toEqual([]), { timeout: 5_000 });
    expect(adds).toEqual([{ variantId: 201, quantity: 1 }]);
  });
});
