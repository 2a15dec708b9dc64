import cart, {
  clearDeviceId,
  decreaseQuantity,
  increaseQuantity,
  initialCartState,
  setDeviceId,
} from '@/store/slices/cartSlice';
import errorModal, { closeErrorModal, openErrorModal } from '@/store/slices/errorModalSlice';
import filters, { setAvailableFilters, setOpenedFilter } from '@/store/slices/filtersSlice';
import header, { resetHeaderOverride, setHeaderOverride } from '@/store/slices/headerSlice';
import notification, { clearNotification, hideNotification, showNotification } from '@/store/slices/notificationSlice';
import style, {
  setBodyScrollable,
  setColorScheme,
  setLastScrollPosition,
  setProgressLoading,
} from '@/store/slices/styleSlice';
import { shopperApi } from '@/store/api/shopperApi';
import { makeStore } from '@/store/store';

describe('the store', () => {
  it('holds exactly the spec slices with exactly their fields', () => {
    const state = makeStore().getState();
    // Beside them, the shopper api's cache (store/api), which no spec slice owns.
    const slices = Object.keys(state).filter((key) => key !== '_persist' && key !== shopperApi.reducerPath);
    expect(slices.sort()).toEqual(['auth', 'cart', 'errorModal', 'filters', 'header', 'notification', 'style']);
    expect(Object.keys(state.auth).sort()).toEqual(
      [
        'balance',
        'balanceLoading',
        'getUserLoading',
        'isAuthenticated',
        'loginFormIsOpen',
        'loginToContinueReserve',
        'user',
      ].sort(),
    );
    // Beside the spec's deviceId and quantity, the adds waiting for a connection: cart state too, persisted with
    // it under 'root' (docs/offline.md).
    expect(Object.keys(state.cart).sort()).toEqual(['deviceId', 'pendingAdds', 'quantity']);
    expect(Object.keys(state.errorModal).sort()).toEqual(
      ['closeButtonText', 'closeErrorLink', 'isVisible', 'message', 'title'].sort(),
    );
    expect(Object.keys(state.notification).sort()).toEqual(['isVisible', 'message', 'status']);
    expect(Object.keys(state.header).sort()).toEqual(['backUrl', 'title']);
    expect(Object.keys(state.filters).sort()).toEqual(['availableFilters', 'openedFilter']);
    expect(Object.keys(state.filters.availableFilters).sort()).toEqual(
      [
        'developers',
        'esrbs',
        'gameplays',
        'genres',
        'pegis',
        'playerPerspectives',
        'publishers',
        'themes',
        'variants',
      ].sort(),
    );
    expect(Object.keys(state.style).sort()).toEqual(
      ['bodyScrollable', 'colorScheme', 'lastScrollPosition', 'progressLoading'].sort(),
    );
  });
});

describe('cart', () => {
  it('starts with quantity 1 and no device id', () => {
    expect(cart(undefined, { type: 'init' })).toEqual({ deviceId: null, quantity: 1, pendingAdds: [] });
  });

  it('increases the quantity by 1 by default', () => {
    expect(cart(initialCartState, increaseQuantity()).quantity).toBe(2);
  });

  it('increases the quantity by a given amount', () => {
    expect(cart(initialCartState, increaseQuantity(3)).quantity).toBe(4);
  });

  it('decreases the quantity by 1', () => {
    expect(cart({ deviceId: null, quantity: 3 }, decreaseQuantity()).quantity).toBe(2);
  });

  it('never decreases the quantity below 1', () => {
    expect(cart(initialCartState, decreaseQuantity()).quantity).toBe(1);
  });

  it('sets and clears the device id', () => {
    const withDevice = cart(initialCartState, setDeviceId('8b0e6a8c'));
    expect(withDevice.deviceId).toBe('8b0e6a8c');
    expect(cart(withDevice, clearDeviceId()).deviceId).toBeNull();
  });
});

describe('error modal', () => {
  it("opens with the default title 'خطا' and a 'بستن' button when no link is given", () => {
    expect(errorModal(undefined, openErrorModal({ message: 'مشکلی پیش آمد' }))).toEqual({
      title: 'خطا',
      message: 'مشکلی پیش آمد',
      isVisible: true,
      closeErrorLink: null,
      closeButtonText: 'بستن',
    });
  });

  it('opens with a given title', () => {
    expect(errorModal(undefined, openErrorModal({ message: 'm', title: 'توجه' })).title).toBe('توجه');
  });

  it("with a close link the button text defaults to 'صفحه اصلی'", () => {
    const state = errorModal(undefined, openErrorModal({ message: 'm', closeErrorLink: '/' }));
    expect(state.closeErrorLink).toBe('/');
    expect(state.closeButtonText).toBe('صفحه اصلی');
  });

  it('with a close link the button text is closeButtonText when given', () => {
    const state = errorModal(
      undefined,
      openErrorModal({ message: 'm', closeErrorLink: '/login', closeButtonText: 'ورود' }),
    );
    expect(state.closeButtonText).toBe('ورود');
  });

  it('closes back to its defaults', () => {
    const open = errorModal(undefined, openErrorModal({ message: 'm', title: 't', closeErrorLink: '/' }));
    expect(errorModal(open, closeErrorModal())).toEqual(errorModal(undefined, { type: 'init' }));
    expect(errorModal(open, closeErrorModal()).isVisible).toBe(false);
  });
});

describe('notification', () => {
  it('shows a status and a message', () => {
    expect(notification(undefined, showNotification({ status: 'success', message: 'ذخیره شد' }))).toEqual({
      status: 'success',
      message: 'ذخیره شد',
      isVisible: true,
    });
  });

  it('hides while keeping its text for the exit, then clears', () => {
    const shown = notification(undefined, showNotification({ status: 'error', message: 'خطا' }));
    const hidden = notification(shown, hideNotification());
    expect(hidden).toEqual({ status: 'error', message: 'خطا', isVisible: false });
    expect(notification(hidden, clearNotification())).toEqual({ status: null, message: '', isVisible: false });
  });
});

describe('header override', () => {
  it('overrides the back link and the title, and resets them', () => {
    const overridden = header(undefined, setHeaderOverride({ backUrl: '/products', title: 'FC 25' }));
    expect(overridden).toEqual({ backUrl: '/products', title: 'FC 25' });
    expect(header(overridden, resetHeaderOverride())).toEqual({ backUrl: null, title: null });
  });

  it('leaves an unset part at its route default (null)', () => {
    expect(header(undefined, setHeaderOverride({ title: 'فقط عنوان' }))).toEqual({ backUrl: null, title: 'فقط عنوان' });
  });
});

describe('filters', () => {
  it('replaces only the given filter lists', () => {
    const genres = [{ value: 'Sport', label: 'ورزشی', count: 14 }];
    const state = filters(undefined, setAvailableFilters({ genres }));
    expect(state.availableFilters.genres).toEqual(genres);
    expect(state.availableFilters.themes).toEqual([]);
  });

  it('opens and closes one filter', () => {
    const opened = filters(undefined, setOpenedFilter('genres'));
    expect(opened.openedFilter).toBe('genres');
    expect(filters(opened, setOpenedFilter(null)).openedFilter).toBeNull();
  });
});

describe('style', () => {
  it('starts scrollable, at 0, no progress, with no look chosen (the device decides)', () => {
    expect(style(undefined, { type: 'init' })).toEqual({
      bodyScrollable: true,
      lastScrollPosition: 0,
      progressLoading: false,
      colorScheme: null,
    });
  });

  it('sets each field', () => {
    let state = style(undefined, setBodyScrollable(false));
    state = style(state, setLastScrollPosition(420));
    state = style(state, setProgressLoading(true));
    state = style(state, setColorScheme('dark'));
    expect(state).toEqual({
      bodyScrollable: false,
      lastScrollPosition: 420,
      progressLoading: true,
      colorScheme: 'dark',
    });
  });
});
