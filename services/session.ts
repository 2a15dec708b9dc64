// The access token lives in localStorage under 'Token' (docs/PRODUCT.md, State); there is none on the server.
// Beside it, the cart as last read on this device (services/last-read-cart.ts), which a logout takes with it.

const TOKEN_KEY = 'Token';
export const LAST_READ_CART_KEY = 'LastReadCart';

function browserStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

export function getToken(): string | null {
  return browserStorage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string): void {
  browserStorage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  browserStorage()?.removeItem(TOKEN_KEY);
}

/** Here rather than with its reader, so that a logout or an empty cart removes it without loading that module. */
export function forgetLastReadCart(): void {
  browserStorage()?.removeItem(LAST_READ_CART_KEY);
}
