// Offline, with the back-in-stock button never fetched, choosing a sold-out variant says what is missing in the
// button's place: the page and the other variants keep working.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { abpOk, COMMERCE, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { treeWithSoldOutType } from './back-in-stock-fixtures';

vi.mock('@/components/catalog/back-in-stock/BackInStockButton', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

startMswServer();

it("shows a Persian notice in the button's place when the button cannot be fetched", async () => {
  server.use(
    http.get(`${COMMERCE}/api/services/app/Cart/GetCartByProductId`, () => abpOk(null)),
    http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
  );
  const user = userEvent.setup();
  renderWithStore(<ProductPurchase productId={7} variants={treeWithSoldOutType} />, { withCart: true });
  await user.click(screen.getByRole('radio', { name: 'PlayStation 5' }));
  await user.click(screen.getByRole('radio', { name: /ظرفیت ۳/ }));
  expect(await screen.findByRole('status')).toHaveTextContent('برای ثبت درخواست اطلاع، اتصال اینترنت لازم است.');
  expect(screen.getByText(/فعلا ناموجود است/)).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /ظرفیت ۱/ }));
  expect(screen.getByRole('button', { name: 'افزودن به سبد خرید' })).toBeEnabled();
});
