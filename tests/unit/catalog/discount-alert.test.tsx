// «خبرم کن وقتی تخفیف خورد» on the product page: a shopper's setting read from GetMine, changed at once and saved as
// an AmazingDiscount request (off: ['None']), put back with a Persian toast when refused; a visitor goes to /login.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { DiscountAlertRow } from '@/components/catalog/discount-alert/DiscountAlertRow';
import { DiscountAlertSlot } from '@/components/catalog/discount-alert/DiscountAlertSlot';
import { DISCOUNT_ALERT_FAILED } from '@/components/catalog/discount-alert/ShopperDiscountSwitch';
import { Toast } from '@/components/shell/Toast';
import type { ProductNotification } from '@/services/types/commerce';
import { loggedIn } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { balanceHandler } from '../account/setup';
import { abpError, abpOk, COMMERCE, demoProfile, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { pendingRequest } from './back-in-stock-fixtures';
import { deferred } from '../../support/deferred';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  usePathname: () => '/product/ghost-of-tsushima',
  useRouter: () => ({ push, replace: vi.fn() }),
}));

startMswServer();
beforeEach(() => push.mockReset());

const UPSERT = `${COMMERCE}/api/services/app/ProductNotification/Upsert`;
const GET_MINE = `${COMMERCE}/api/services/app/ProductNotification/GetMine`;
const NAME = 'خبرم کن وقتی تخفیف خورد';

const discountAlert = pendingRequest(['Sms', 'InAppNotification'], {
  type: 'AmazingDiscount',
  productVariantId: null,
  variant: null,
});

/** GetMine answers `mine`; Upsert answers `answer` and keeps every body it received. */
function commerceAnswers(
  mine: ProductNotification[],
  answer: (body: Record<string, unknown>) => Response = () => abpOk(discountAlert),
) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get(GET_MINE, () => abpOk(mine)),
    http.post(UPSERT, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
    balanceHandler(),
  );
  return bodies;
}

async function renderSwitch({ signedIn = true } = {}) {
  const store = makeStore();
  if (signedIn) await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
  renderWithStore(
    <>
      <DiscountAlertSlot productId={7}>
        <DiscountAlertRow on={false} waiting />
      </DiscountAlertSlot>
      <Toast />
    </>,
    { store },
  );
  return screen.getByRole('switch', { name: NAME });
}

/** The switch once the shopper's setting is read (it waits, disabled and off, until then). */
async function readySwitch() {
  await renderSwitch();
  await waitFor(() => expect(screen.getByRole('switch', { name: NAME })).toBeEnabled());
  return screen.getByRole('switch', { name: NAME });
}

describe('the big-discount switch of a signed-in shopper', () => {
  it('shows the saved setting: on when GetMine has a pending AmazingDiscount request for the whole product', async () => {
    commerceAnswers([pendingRequest(['Sms']), discountAlert]);
    expect(await readySwitch()).toHaveAttribute('aria-checked', 'true');
  });

  it('a back-in-stock request alone, or an alert already sent, leaves it off', async () => {
    commerceAnswers([pendingRequest(['Sms']), { ...discountAlert, status: 'Sent' }]);
    expect(await readySwitch()).toHaveAttribute('aria-checked', 'false');
  });

  it('turns on at once and saves AmazingDiscount for the product with SMS and the in-site notice', async () => {
    const { promise: answered, release } = deferred();
    const bodies = commerceAnswers([]);
    server.use(
      http.post(UPSERT, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        await answered;
        return abpOk(discountAlert);
      }),
    );
    const user = userEvent.setup();
    const toggle = await readySwitch();
    await user.click(toggle);
    // Optimistic: on before the service has answered.
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() =>
      expect(bodies).toEqual([{ productId: 7, type: 'AmazingDiscount', channels: ['Sms', 'InAppNotification'] }]),
    );
    release();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveFocus();
  });

  it("turns off with channels ['None']", async () => {
    const bodies = commerceAnswers([discountAlert], () => abpOk(null));
    const user = userEvent.setup();
    const toggle = await readySwitch();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(bodies).toEqual([{ productId: 7, type: 'AmazingDiscount', channels: ['None'] }]));
  });

  it('goes back to off and says so in a Persian toast when the service refuses', async () => {
    commerceAnswers([], () => abpError(500, { message: 'خطای داخلی' }));
    const user = userEvent.setup();
    const toggle = await readySwitch();
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(DISCOUNT_ALERT_FAILED);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});

describe('the big-discount switch of a visitor', () => {
  it('is off, saves nothing, and a tap goes to /login with the way back to this product', async () => {
    const bodies = commerceAnswers([discountAlert]);
    window.history.pushState({}, '', '/product/ghost-of-tsushima?variantId=102');
    const user = userEvent.setup();
    await renderSwitch({ signedIn: false });
    await waitFor(() => expect(screen.getByRole('switch', { name: NAME })).toBeEnabled());
    const toggle = screen.getByRole('switch', { name: NAME });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(push).toHaveBeenCalledWith(
      `/login?returnUrl=${encodeURIComponent('/product/ghost-of-tsushima?variantId=102')}`,
    );
    expect(bodies).toEqual([]);
  });
});
