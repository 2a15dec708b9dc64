// The access token lives in localStorage under 'Token' (docs/PRODUCT.md, State); there is none on the server.

const TOKEN_KEY = 'Token';

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
