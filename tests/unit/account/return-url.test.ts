import { loginHref, safeReturnUrl } from '@/lib/return-url';

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
    '',
    null,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });

  it('builds the login link with the path encoded, or plain /login', () => {
    expect(loginHref('/profile/wallet?x=1')).toBe('/login?returnUrl=%2Fprofile%2Fwallet%3Fx%3D1');
    expect(loginHref('//evil.example')).toBe('/login');
  });
});
