// A first visit's buying island is rendered once: the stored state's arrival and the cart's first answer change
// nothing it shows, so they do not render it (and its radios) again in the task after hydration.
import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { http } from 'msw';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { abpOk, COMMERCE, server, startMswServer } from '../services/msw';
import { renderWithStore, storeRestored } from '../shell/render';
import { treeWithSoldOutType } from './back-in-stock-fixtures';

startMswServer();

it("renders once on a first visit, through the store's restore and the cart's first answer", async () => {
  server.use(http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)));
  const commits: string[] = [];
  const { store } = renderWithStore(
    <Profiler id="island" onRender={(_, phase) => commits.push(phase)}>
      <ProductPurchase productId={7} variants={treeWithSoldOutType} />
    </Profiler>,
    { withCart: true, persist: true },
  );
  await storeRestored(store);
  await act(async () => {});
  expect(screen.getByRole('button', { name: 'افزودن به سبد خرید' })).toBeEnabled();
  expect(commits).toEqual(['mount']);
});
