import { layoutRuleFor } from '@/lib/layout-rules';

const chrome = (path: string) => {
  const rule = layoutRuleFor(path);
  return { header: rule.header, footer: rule.footer, bottomNav: rule.bottomNav };
};

describe('layout rules per route (docs/PRODUCT.md)', () => {
  it.each([
    '/login',
    '/profile/edit',
    '/profile/change-password',
    '/profile/forget-password',
    '/profile/wallet',
    '/profile/wallet/charge',
    '/profile/wallet/faq',
    '/profile/wallet/transactions',
  ])('%s: no header, no footer, no bottom nav', (path) => {
    expect(chrome(path)).toEqual({ header: 'none', footer: false, bottomNav: false });
  });

  it('/profile: no header, no footer; the bottom nav is shown', () => {
    expect(chrome('/profile')).toEqual({ header: 'none', footer: false, bottomNav: true });
  });

  it("/terms: back header to / titled 'قوانین و مقررات'; no footer, no bottom nav", () => {
    expect(layoutRuleFor('/terms')).toMatchObject({
      header: 'back',
      backUrl: '/',
      title: 'قوانین و مقررات',
      footer: false,
      bottomNav: false,
    });
  });

  it("/order-guide (not in the spec's table): as /terms, titled 'راهنمای ثبت سفارش'", () => {
    expect(layoutRuleFor('/order-guide')).toMatchObject({
      header: 'back',
      backUrl: '/',
      title: 'راهنمای ثبت سفارش',
      footer: false,
      bottomNav: false,
    });
  });

  it('/about: back header to / with an empty title, plus the footer; no bottom nav', () => {
    expect(layoutRuleFor('/about')).toMatchObject({
      header: 'back',
      backUrl: '/',
      title: '',
      footer: true,
      bottomNav: false,
    });
  });

  it('/contact: back header to /; no footer, no bottom nav', () => {
    expect(layoutRuleFor('/contact')).toMatchObject({ header: 'back', backUrl: '/', footer: false, bottomNav: false });
  });

  it.each(['/faq', '/faq/wallet', '/faq/delivery'])(
    "routes starting with /faq (%s): back header titled 'سوالات متداول'",
    (path) => {
      expect(layoutRuleFor(path)).toMatchObject({
        header: 'back',
        backUrl: '/',
        title: 'سوالات متداول',
        footer: false,
        bottomNav: false,
      });
    },
  );

  it('/blog/*: share header with a back link to /blogs, footer, no bottom nav', () => {
    expect(layoutRuleFor('/blog/some-post')).toMatchObject({
      header: 'detail',
      backUrl: '/blogs',
      footer: true,
      bottomNav: false,
    });
  });

  it.each(['/blogs', '/blogs/category/guides', '/blogs/tag/ps5'])(
    '/blogs and its topic pages (%s): header and footer; no bottom nav',
    (path) => {
      expect(chrome(path)).toEqual({ header: 'main', footer: true, bottomNav: false });
    },
  );

  it('/product/*: share header with a back link to /products, footer, no bottom nav', () => {
    expect(layoutRuleFor('/product/elden-ring')).toMatchObject({
      header: 'detail',
      backUrl: '/products',
      footer: true,
      bottomNav: false,
    });
  });

  it('/categories: header with the logo and back to /; no footer; bottom nav shown', () => {
    expect(layoutRuleFor('/categories')).toMatchObject({
      header: 'back',
      backUrl: '/',
      logo: true,
      footer: false,
      bottomNav: true,
    });
  });

  it.each(['/', '/products', '/cart', '/anything-else'])(
    'all other pages (%s): header, footer and bottom nav',
    (path) => {
      expect(chrome(path)).toEqual({ header: 'main', footer: true, bottomNav: true });
    },
  );

  it('ignores a trailing slash, the query and the hash', () => {
    expect(chrome('/profile/?tab=1')).toEqual(chrome('/profile'));
    expect(chrome('/terms#top')).toEqual(chrome('/terms'));
  });
});
