// docs/PRODUCT.md, Layout rules, as one table. The route groups under app/ render these rows;
// the header reads its default back link and title from here, and a page may override them (header slice).

export type HeaderVariant = 'main' | 'back' | 'detail' | 'none';

export type LayoutRule = {
  header: HeaderVariant;
  /** Back link of the back and detail headers. */
  backUrl: string | null;
  /** Title of the back header ('' = an empty title). */
  title: string;
  /** The back header of /categories shows the logo too. */
  logo: boolean;
  footer: boolean;
  bottomNav: boolean;
};

const bare: LayoutRule = { header: 'none', backUrl: null, title: '', logo: false, footer: false, bottomNav: false };
const everywhereElse: LayoutRule = {
  header: 'main',
  backUrl: null,
  title: '',
  logo: true,
  footer: true,
  bottomNav: true,
};

const BARE_ROUTES = ['/login', '/profile/edit', '/profile/change-password', '/profile/forget-password'];

const startsWithSegment = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export function normalisePathname(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function layoutRuleFor(rawPathname: string): LayoutRule {
  const pathname = normalisePathname(rawPathname);
  if (BARE_ROUTES.includes(pathname) || startsWithSegment(pathname, '/profile/wallet')) return bare;
  if (pathname === '/profile') return { ...bare, bottomNav: true };
  if (pathname === '/terms') return { ...bare, header: 'back', backUrl: '/', title: 'قوانین و مقررات' };
  // Not in the spec's table: the ordering guide reads like the rules, so it follows their row.
  if (pathname === '/order-guide') return { ...bare, header: 'back', backUrl: '/', title: 'راهنمای ثبت سفارش' };
  if (pathname === '/about') return { ...bare, header: 'back', backUrl: '/', title: '', footer: true };
  if (pathname === '/contact') return { ...bare, header: 'back', backUrl: '/', title: 'تماس با ما' };
  if (pathname.startsWith('/faq')) return { ...bare, header: 'back', backUrl: '/', title: 'سوالات متداول' };
  if (startsWithSegment(pathname, '/blog'))
    return { ...bare, header: 'detail', backUrl: '/blogs', logo: true, footer: true };
  // A category's or tag's posts are pages of the blog list, framed like it.
  if (startsWithSegment(pathname, '/blogs')) return { ...everywhereElse, bottomNav: false };
  if (startsWithSegment(pathname, '/product'))
    return { ...bare, header: 'detail', backUrl: '/products', logo: true, footer: true };
  if (pathname === '/categories') return { ...bare, header: 'back', backUrl: '/', logo: true, bottomNav: true };
  return everywhereElse;
}
