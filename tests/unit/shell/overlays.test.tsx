import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorModal } from '@/components/shell/ErrorModal';
import { ScrollLock } from '@/components/shell/ScrollLock';
import { Toast } from '@/components/shell/Toast';
import { openErrorModal } from '@/store/slices/errorModalSlice';
import { showNotification } from '@/store/slices/notificationSlice';
import { renderWithStore } from './render';

describe('toast (docs/PRODUCT.md)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears, hides itself after 4 seconds, and is cleared 0.5 s later', () => {
    const { store } = renderWithStore(<Toast />);
    act(() => {
      store.dispatch(showNotification({ status: 'success', message: 'پیام شما ارسال شد' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('پیام شما ارسال شد');
    act(() => vi.advanceTimersByTime(3999));
    expect(store.getState().notification.isVisible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(store.getState().notification.isVisible).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('پیام شما ارسال شد');
    act(() => vi.advanceTimersByTime(500));
    expect(store.getState().notification).toEqual({ status: null, message: '', isVisible: false });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('an error toast is an alert', () => {
    const { store } = renderWithStore(<Toast />);
    act(() => {
      store.dispatch(showNotification({ status: 'error', message: 'ارسال نشد' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ارسال نشد');
  });

  it('a new message starts the 4 seconds again', () => {
    const { store } = renderWithStore(<Toast />);
    act(() => {
      store.dispatch(showNotification({ status: 'success', message: 'اول' }));
    });
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      store.dispatch(showNotification({ status: 'success', message: 'دوم' }));
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(store.getState().notification.isVisible).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(store.getState().notification.isVisible).toBe(false);
  });
});

describe('error modal (docs/PRODUCT.md)', () => {
  it("opens as an alertdialog titled 'خطا' by default, and 'بستن' closes it", async () => {
    const { store } = renderWithStore(<ErrorModal />);
    act(() => {
      store.dispatch(openErrorModal({ message: 'سرور در دسترس نیست' }));
    });
    const dialog = screen.getByRole('alertdialog', { name: 'خطا' });
    expect(dialog).toHaveAccessibleDescription('سرور در دسترس نیست');
    await userEvent.click(screen.getByRole('button', { name: 'بستن' }));
    expect(store.getState().errorModal.isVisible).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("with a close link the button goes there, reads 'صفحه اصلی' by default, and closes the modal", async () => {
    const { store } = renderWithStore(<ErrorModal />);
    act(() => {
      store.dispatch(openErrorModal({ title: 'ورود', message: 'ورود شما منقضی شده است', closeErrorLink: '/' }));
    });
    const link = screen.getByRole('link', { name: 'صفحه اصلی' });
    expect(link).toHaveAttribute('href', '/');
    expect(screen.getByRole('alertdialog', { name: 'ورود' })).toBeInTheDocument();
    fireEvent.click(link);
    expect(store.getState().errorModal.isVisible).toBe(false);
  });

  it('the close link button uses closeButtonText when given', () => {
    const { store } = renderWithStore(<ErrorModal />);
    act(() => {
      store.dispatch(openErrorModal({ message: 'x', closeErrorLink: '/login', closeButtonText: 'ورود دوباره' }));
    });
    expect(screen.getByRole('link', { name: 'ورود دوباره' })).toHaveAttribute('href', '/login');
  });

  it('Escape closes it', () => {
    const { store } = renderWithStore(<ErrorModal />);
    act(() => {
      store.dispatch(openErrorModal({ message: 'x' }));
    });
    fireEvent(screen.getByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    expect(store.getState().errorModal.isVisible).toBe(false);
  });

  it('locks page scrolling while open, remembering the position, and restores it after', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    const { store } = renderWithStore(
      <>
        <ErrorModal />
        <ScrollLock />
      </>,
    );
    act(() => {
      store.dispatch(openErrorModal({ message: 'x' }));
    });
    expect(store.getState().style).toMatchObject({ bodyScrollable: false, lastScrollPosition: 640 });
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    await userEvent.click(screen.getByRole('button', { name: 'بستن' }));
    expect(store.getState().style.bodyScrollable).toBe(true);
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    scrollTo.mockRestore();
  });
});
