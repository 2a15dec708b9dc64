// A connection that drops before a page's later scripts came (a first visit, before the service worker is there to
// answer from its caches): the queued adds' sender is fetched when the connection is back, and the product page's
// discount switch stays as the page drew it rather than failing the page.
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { DiscountAlertSlot } from '@/components/catalog/discount-alert/DiscountAlertSlot';
import { Toast } from '@/components/shell/Toast';
import { SENT_MESSAGE } from '@/components/shared/cart/pending-add-messages';
import { queueAdd } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { abpOk, COMMERCE, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { idleTurn } from '../support/idle-turn';

// What the browser can fetch: nothing of these chunks while `reachable` is false; and how often each was asked for.
const reachable = { now: false };
const asked = { sender: 0, discountSwitch: 0 };
vi.mock('@/components/shared/cart/pending-adds', async (importOriginal) => {
  asked.sender++;
  if (!reachable.now) throw new TypeError('Failed to fetch');
  return importOriginal();
});
vi.mock('@/components/catalog/discount-alert/DiscountAlertSwitch', () => {
  asked.discountSwitch++;
  throw new TypeError('Failed to fetch');
});

startMswServer();

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  if (online) act(() => void window.dispatchEvent(new Event('online')));
}

afterEach(() => {
  reachable.now = false;
  asked.sender = 0;
  asked.discountSwitch = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('scripts out of reach when the connection dropped', () => {
  it('the sender of the adds queued offline, out of reach then, is fetched when the connection is back and sends them', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
      http.post(`${COMMERCE}/api/services/app/Cart/AddItem`, async ({ request }) => {
        sent.push(await request.json());
        return abpOk({ id: 1, deviceId: 'device-new', totalQuantity: 1, items: [] });
      }),
    );
    setOnline(false);
    const store = makeStore();
    store.dispatch(queueAdd(7));
    store.dispatch({ type: 'persist/REHYDRATE', key: 'root' });
    renderWithStore(<Toast />, { store, withCart: true });
    // The sender was asked for offline, and could not be fetched.
    await waitFor(() => expect(asked.sender).toBe(1));

    reachable.now = true;
    setOnline(true);
    await screen.findByText(SENT_MESSAGE);
    expect(sent).toEqual([{ variantId: 7, quantity: 1 }]);
    expect(store.getState().cart.pendingAdds).toEqual([]);
  });

  it("the discount switch's chunk out of reach leaves the switch the page drew, not an error", async () => {
    const store = makeStore();
    renderWithStore(
      <DiscountAlertSlot productId={5}>
        <p>drawn switch</p>
      </DiscountAlertSlot>,
      { store },
    );
    // The page goes idle, and the slot asks for the switch's chunk (render inside act, which nothing throttles)…
    await act(idleTurn);
    // …whose failure reaches the slot within a turn of being asked for.
    await act(async () => {
      await vi.waitFor(() => expect(asked.discountSwitch).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('drawn switch')).toBeInTheDocument();
  });
});
