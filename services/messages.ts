// The service layer's fixed Persian messages, in a module of their own: a screen that only needs the words
// (the session expiry on the product page) does not bring axios with them (services/errors.ts).

export const NETWORK_ERROR_MESSAGE = 'ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.';
export const SESSION_EXPIRED_MESSAGE = 'ورود شما منقضی شده است';
export const GENERIC_ERROR_MESSAGE = 'خطا در ارسال درخواست!';
