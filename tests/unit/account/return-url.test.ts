import { afterLoginTarget, loginHref, safeReturnUrl } from '@/lib/return-url';

describe('returnUrl after login (never an open redirect)', () => {
  it.each(['/profile', '/profile/wallet?status=success', '/cart#checkout'])('keeps the same-site path %s', (path) => {
    expect(safeReturnUrl(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'profile',
    'javascript:alert(1)',
    '/\tevil',
    '/.//evil.example',
    '/..//evil.example/x',
    '/%2e//evil.example',
    '/./\\evil.example',
    '',
    null,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });

  it('returns the path as the browser will read it, dot segments resolved', () => {
    expect(safeReturnUrl('/profile/../cart?x=1#top')).toBe('/cart?x=1#top');
    expect(safeReturnUrl('/a/./b')).toBe('/a/b');
  });

  it('builds the login link with the path encoded, or plain /login', () => {
    expect(loginHref('/profile/wallet?x=1')).toBe('/login?returnUrl=%2Fprofile%2Fwallet%3Fx%3D1');
    expect(loginHref('//evil.example')).toBe('/login');
  });

  it("after login goes to the address's returnUrl when it stays on this site, else to the profile", () => {
    expect(afterLoginTarget('?returnUrl=%2Fprofile%2Fwallet%3Fx%3D1')).toBe('/profile/wallet?x=1');
    expect(afterLoginTarget('?returnUrl=/cart')).toBe('/cart');
    expect(afterLoginTarget('?returnUrl=%2F%2Fevil.example')).toBe('/profile');
    expect(afterLoginTarget('?returnUrl=https://evil.example/')).toBe('/profile');
    expect(afterLoginTarget('?returnUrl=/a&returnUrl=//evil.example')).toBe('/a');
    expect(afterLoginTarget('')).toBe('/profile');
  });
});
