// Business constants and fixed texts of docs/PRODUCT.md, Constants and fixed texts, named as it names them.

export const SHOP_TITLE = 'Gamino - Game Accounts Shop';
export const DEFAULT_LANGUAGE = 'fa-IR';
export const WALLET_CURRENCY = 'IRR';

export const TOAST_VISIBLE_MS = 4000;
export const TOAST_CLEAR_MS = 500;
export const SIDE_MENU_CLOSE_MS = 300;

export const CART_QUANTITY_MIN = 1;
// docs/PRODUCT.md, Bottom nav: the badge text is always '9+', whatever the count.
export const CART_BADGE_TEXT = '9+';

export const PERSIST_TIMEOUT_MS = 5000;

export const PROGRESS_STEP_MS = 500;
/** Growth of the navigation progress bar per step: add `step` while the value is below `below`. */
export const PROGRESS_STEPS: ReadonlyArray<{ below: number; step: number }> = [
  { below: 30, step: 8 },
  { below: 50, step: 4 },
  { below: 85, step: 1 },
  { below: 95, step: 0.2 },
];

export const ERROR_MODAL_DEFAULT_TITLE = 'خطا';
export const ERROR_MODAL_CLOSE_TEXT = 'بستن';
export const ERROR_MODAL_HOME_TEXT = 'صفحه اصلی';
export const SHARE_UNSUPPORTED_MESSAGE = 'اشتراک گذاری وب در مرورگر شما پشتیبانی نمیشود!';
