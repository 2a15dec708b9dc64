// The shell as docs/ARCHITECTURE.md describes it: side menu, bottom nav, headers, share button, footer.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { BottomNav } from '@/components/shell/BottomNav';
import { FooterContent } from '@/components/shell/Footer';
import { NO_FOOTER_LINKS } from '@/services/server/views/footer-links';
import { BackHeader, DetailHeader, MainHeader } from '@/components/shell/Headers';
import { HeaderOverride } from '@/components/shared/HeaderOverride';
import { ShareButton } from '@/components/shell/ShareButton';
import { SIDE_MENU_LINKS, SideMenu } from '@/components/shell/SideMenu';
import { setToken } from '@/services/session';
import { bootstrapSession } from '@/store/slices/authSlice';
import { setDeviceId } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { COMMERCE, IDENTITY, PAYMENT, abpOk, server, startMswServer } from '../services/msw';
import { renderWithStore, storeRestored } from './render';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

startMswServer();
beforeEach(() => {
  navigation.pathname = '/';
});

const cartWith = (totalQuantity: number) => ({
  id: 1,
  deviceId: 'device-1',
  totalQuantity,
  totalItemsPrice: 0,
  payableAmount: 0,
  profitAmount: 0,
  items: [],
});

describe('side menu', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  const openMenu = () => {
    renderWithStore(<SideMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'منو' }));
    return screen.getByRole('dialog', { name: 'منوی کناری' });
  };

  it("lists the spec's seven entries, the first three linking to the categories, the orders and the ordering guide", () => {
    const dialog = openMenu();
    const links = within(dialog)
      .getAllByRole('link')
      .filter((link) => !link.getAttribute('aria-label'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['دسته بندی ها', '/categories'],
      ['پیگیری سفارش', '/profile/orders'],
      ['راهنمای ثبت سفارش', '/order-guide'],
      ['قوانین و مقررات', '/terms'],
      ['سوالات متداول', '/faq'],
      ['درباره ما', '/about'],
      ['تماس با ما', '/contact'],
    ]);
    expect(SIDE_MENU_LINKS).toHaveLength(7);
  });

  it('the close button closes it after the 0.3 s animation', () => {
    const dialog = openMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: 'بستن منو' }));
    act(() => vi.advanceTimersByTime(299));
    expect(dialog).toHaveAttribute('open');
    act(() => vi.advanceTimersByTime(1));
    expect(dialog).not.toHaveAttribute('open');
  });

  it('shows as a plain dialog on the tap and turns modal once the slide is under way; Escape closes it either way', () => {
    const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    try {
      const dialog = openMenu();
      expect(show).toHaveBeenCalledTimes(1);
      expect(showModal).not.toHaveBeenCalled();
      fireEvent.keyDown(dialog, { key: 'Escape' });
      act(() => vi.advanceTimersByTime(300));
      expect(dialog).not.toHaveAttribute('open');
      expect(showModal).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: 'منو' }));
      act(() => vi.advanceTimersByTime(20)); // the slide starts
      expect(showModal).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(20)); // the frame after it
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(dialog).toHaveAttribute('open');
      // Modal now: Escape comes as the dialog's cancel, not as a key the menu handles.
      fireEvent.keyDown(dialog, { key: 'Escape' });
      act(() => vi.advanceTimersByTime(300));
      expect(dialog).toHaveAttribute('open');
      fireEvent(dialog, new Event('cancel', { cancelable: true }));
      act(() => vi.advanceTimersByTime(300));
      expect(dialog).not.toHaveAttribute('open');
    } finally {
      show.mockRestore();
      showModal.mockRestore();
    }
  });

  it.each([
    ['a click on the backdrop closes it', (dialog: HTMLElement) => fireEvent.click(dialog)],
    [
      'a click on a link closes it',
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('link', { name: 'درباره ما' })),
    ],
    [
      'Escape closes it with the same animation',
      (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true })),
    ],
  ])('%s', (_rule, close) => {
    const dialog = openMenu();
    close(dialog);
    act(() => vi.advanceTimersByTime(300));
    expect(dialog).not.toHaveAttribute('open');
  });
});

describe('bottom nav', () => {
  const renderNav = (options: { deviceId?: string; token?: string } = {}) => {
    const store = makeStore();
    if (options.deviceId) store.dispatch(setDeviceId(options.deviceId));
    if (options.token) setToken(options.token);
    return renderWithStore(<BottomNav />, { store, withCart: true, persist: true });
  };

  it('is a nav named منوی پایین with four tabs named by their text', async () => {
    const { store } = renderNav();
    await storeRestored(store);
    const nav = screen.getByRole('navigation', { name: 'منوی پایین' });
    expect(within(nav).getByRole('link', { name: 'فروشگاه' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'دسته بندی ها' })).toHaveAttribute('href', '/products');
    expect(within(nav).getByRole('link', { name: 'سفارش های من' })).toHaveAttribute('href', '/cart');
    expect(within(nav).getByRole('link', { name: 'پروفایل' })).toHaveAttribute('href', '/login');
  });

  it("shows the red '9+' badge on the cart tab whenever totalQuantity is above 0, whatever the count", async () => {
    server.use(http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(cartWith(2))));
    renderNav({ deviceId: 'device-1' });
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent(/^9\+$/);
    expect(screen.getByRole('link', { name: 'سفارش های من' })).toHaveAccessibleDescription('سبد خرید شما کالا دارد');
  });

  it('shows no badge for an empty cart or no cart', async () => {
    let calls = 0;
    server.use(
      http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => {
        calls += 1;
        return abpOk(cartWith(0));
      }),
    );
    const { store } = renderNav({ deviceId: 'device-1' });
    // The empty cart has been read and is what the nav shows.
    await waitFor(() => expect(store.getState().shopperApi?.queries['cart(undefined)']?.status).toBe('fulfilled'));
    expect(calls).toBe(1);
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('sends the stored device id as X-Device-Id', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, ({ request }) => {
        seen.push(request.headers.get('X-Device-Id'));
        return abpOk(cartWith(1));
      }),
    );
    renderNav({ deviceId: 'device-42' });
    await screen.findByTestId('cart-badge');
    expect(seen).toEqual(['device-42']);
  });

  it('the profile tab goes to /profile when logged in', async () => {
    server.use(
      http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
      http.get(`${IDENTITY}/api/services/app/Profile/GetCurrentUserProfileForEdit`, () =>
        abpOk({
          name: 'سارا',
          surname: 'محمدی',
          userName: '09123456789',
          emailAddress: null,
          phoneNumber: '09123456789',
        }),
      ),
      http.get(`${PAYMENT}/api/services/app/Deposit/GetBalance`, () => abpOk({ amount: 1000, currencyType: 'IRR' })),
    );
    const { store } = renderNav({ token: 'token-1' });
    let started: Promise<unknown> = Promise.resolve();
    act(() => {
      started = store.dispatch(bootstrapSession());
    });
    expect(screen.getByTestId('profile-tab-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'پروفایل' })).not.toBeInTheDocument();
    await act(() => started);
    expect(screen.getByRole('link', { name: 'پروفایل' })).toHaveAttribute('href', '/profile');
  });

  it('marks the current tab', async () => {
    navigation.pathname = '/products';
    const { store } = renderNav();
    await storeRestored(store);
    expect(screen.getByRole('link', { name: 'دسته بندی ها' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'فروشگاه' })).not.toHaveAttribute('aria-current');
  });
});

describe('headers', () => {
  it("the back header links 'بازگشت' to the route's back link with the route's title", () => {
    navigation.pathname = '/terms';
    renderWithStore(<BackHeader />);
    expect(screen.getByRole('banner')).toHaveTextContent('قوانین و مقررات');
    expect(screen.getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/');
  });

  it('a page overrides the back link and title through the header slice, and the defaults return after', () => {
    navigation.pathname = '/terms';
    const { store, rerender } = renderWithStore(
      <>
        <BackHeader />
        <HeaderOverride backUrl="/profile" title="عنوان دیگر" />
      </>,
    );
    expect(store.getState().header).toEqual({ backUrl: '/profile', title: 'عنوان دیگر' });
    expect(screen.getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('banner')).toHaveTextContent('عنوان دیگر');
    rerender(<BackHeader />);
    expect(store.getState().header).toEqual({ backUrl: null, title: null });
    expect(screen.getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/');
  });

  it("the main header swaps the menu and logo for a back link 'بازگشت' and the page's title while a page overrides them", () => {
    navigation.pathname = '/cart';
    const { rerender } = renderWithStore(
      <>
        <MainHeader />
        <HeaderOverride backUrl="/cart" title="سفارش GM-۱۰۰۰۵" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('banner')).toHaveTextContent('سفارش GM-۱۰۰۰۵');
    expect(screen.queryByRole('button', { name: 'منو' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'گیمینو، صفحه اصلی' })).not.toBeInTheDocument();
    rerender(<MainHeader />);
    expect(screen.getByRole('button', { name: 'منو' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'گیمینو، صفحه اصلی' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'بازگشت' })).not.toBeInTheDocument();
  });

  it('the detail header has the share button, the logo and a back link to /products on a product page', () => {
    navigation.pathname = '/product/elden-ring';
    renderWithStore(<DetailHeader />);
    expect(screen.getByRole('button', { name: 'اشتراک گذاری' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'گیمینو، صفحه اصلی' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/products');
  });

  it('and back to /blogs on a blog post', () => {
    navigation.pathname = '/blog/best-games';
    renderWithStore(<DetailHeader />);
    expect(screen.getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/blogs');
  });
});

describe('share button', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shares the current URL with the native share', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithStore(<ShareButton />);
    await userEvent.click(screen.getByRole('button', { name: 'اشتراک گذاری' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: window.location.href }));
  });

  it("alerts 'اشتراک گذاری وب در مرورگر شما پشتیبانی نمیشود!' when the browser cannot share", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithStore(<ShareButton />);
    await userEvent.click(screen.getByRole('button', { name: 'اشتراک گذاری' }));
    expect(alert).toHaveBeenCalledWith('اشتراک گذاری وب در مرورگر شما پشتیبانی نمیشود!');
    alert.mockRestore();
  });
});

describe('footer', () => {
  it("has a collapsible 'لینک های مهم' section", async () => {
    renderWithStore(<FooterContent links={NO_FOOTER_LINKS} />);
    const toggle = screen.getByRole('button', { name: 'لینک های مهم' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'قوانین و مقررات' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'قوانین و مقررات' })).toHaveAttribute('href', '/terms');
  });

  it('shows both trust seals and the 1403 copyright, and no social links without the CMS', () => {
    renderWithStore(<FooterContent links={NO_FOOTER_LINKS} />);
    expect(screen.getByRole('img', { name: 'نماد اعتماد الکترونیکی' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /ساماندهی/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'نماد اعتماد الکترونیکی' }).closest('a')).toBeNull();
    expect(screen.queryByRole('list', { name: 'شبکه های اجتماعی' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© ۱۴۰۳');
  });
});
