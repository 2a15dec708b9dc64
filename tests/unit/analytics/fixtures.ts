// What the analytics tests build events from: a game as a card and a product page know it, and the one thing
// no event may ever carry, the buyer's contact details and session.
import type { ProductListItem } from '@/services/types/commerce';

export const BUYER = {
  phone: '09123456789',
  phonePersian: '۰۹۱۲۳۴۵۶۷۸۹',
  email: 'ali.rezaei@example.com',
  token: 'eyJhbGciOiJIUzI1NiJ9.secret-token-of-the-session',
};

/** Whether anything of the buyer's appears anywhere in `value`, however it is nested. */
export function carriesBuyer(value: unknown): boolean {
  const text = JSON.stringify(value);
  return [BUYER.phone, BUYER.phonePersian, '9123456789', BUYER.email, BUYER.token, 'secret-token'].some((secret) =>
    text.includes(secret),
  );
}

export function listing(overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id: 1,
    slug: 'elden-ring',
    name: 'Elden Ring',
    persianName: 'الدن رینگ',
    filePath: '',
    fileTitleAttribute: 'Elden Ring',
    fileAltAttribute: 'کاور الدن رینگ',
    permalink: 'product/elden-ring/',
    minVariant: {
      id: 201,
      name: 'آفلاین PC',
      items: [{ id: 201, salePrice: 9_900_000, regularPrice: 11_000_000, currencyType: 'IRR', status: 'InStock' }],
    },
    tags: [],
    shortDescription: null,
    releaseDate: '2022-02-25',
    genres: [],
    theme: [],
    gameplay: [],
    playerPerspective: [],
    brands: [
      {
        id: 9,
        name: 'Bandai Namco',
        slug: 'bandai-namco',
        isDefault: false,
        fileUniqKey: null,
        filePath: '',
        fileTitleAttribute: '',
        fileAltAttribute: '',
      },
    ],
    ...overrides,
  } as ProductListItem;
}
