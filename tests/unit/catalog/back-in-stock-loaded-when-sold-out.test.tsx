// The back-in-stock button's module comes only with a product that has a sold-out variant: once the page is idle,
// before the variant is chosen. A product with everything in stock never downloads it.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { abpOk, COMMERCE, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { treeWithSoldOutType } from './back-in-stock-fixtures';

const buttonModuleLoaded = vi.hoisted(() => vi.fn());
vi.mock('@/components/catalog/back-in-stock/BackInStockButton', async (importOriginal) => {
  buttonModuleLoaded();
  return importOriginal();
});
// view_item is reported once the page is idle, after the island's own idle work: its report says idle has come.
const reportViewItem = vi.hoisted(() => vi.fn());
vi.mock('@/components/shared/analytics/report', () => ({ reportViewItem }));

startMswServer();

beforeEach(() => {
  server.use(
    http.get(`${COMMERCE}/api/services/app/Cart/GetCartByProductId`, () => abpOk(null)),
    http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
  );
});

it('a product with everything in stock never loads the back-in-stock button', async () => {
  const inStockOnly = treeWithSoldOutType.filter((platform) => platform.slug === 'pc');
  renderWithStore(<ProductPurchase productId={8} variants={inStockOnly} />, { withCart: true });
  await waitFor(() => expect(reportViewItem).toHaveBeenCalled());
  expect(screen.getByRole('button', { name: 'افزودن به سبد خرید' })).toBeInTheDocument();
  expect(buttonModuleLoaded).not.toHaveBeenCalled();
});

it('a product with a sold-out variant loads it once idle, while a buyable variant is shown', async () => {
  renderWithStore(<ProductPurchase productId={7} variants={treeWithSoldOutType} />, { withCart: true });
  await waitFor(() => expect(buttonModuleLoaded).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('button', { name: 'افزودن به سبد خرید' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'موجود شد خبرم کن' })).not.toBeInTheDocument();
});
