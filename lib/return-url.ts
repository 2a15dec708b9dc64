// Where to go after login, and whether a link stays in the shop: the one same-site check (a path on this site, never another origin).

/** A same-origin relative path ('/…', not '//…' or '/\…'), or null for anything else. */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes let some browsers read a path as another origin.
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  return value;
}

/** '/login?returnUrl=…' for a page that needs a login. */
export function loginHref(returnTo: string | null | undefined): string {
  const target = safeReturnUrl(returnTo);
  return target ? `/login?returnUrl=${encodeURIComponent(target)}` : '/login';
}
