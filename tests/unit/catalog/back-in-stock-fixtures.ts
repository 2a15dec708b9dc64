// A product with a sold-out account type (102) beside buyable ones (the buying island's tests and the
// back-in-stock ones), and a back-in-stock request for it.
import type { NotificationChannel, PlatformNode, ProductNotification, VariantItem } from '@/services/types/commerce';

const item = (id: number, salePrice: number, status: VariantItem['status'] = 'InStock'): VariantItem => ({
  id,
  sku: `SKU-${id}`,
  status,
  inventory: 'Limited',
  regularPrice: salePrice,
  salePrice,
  profitPercentage: 0,
  profitPrice: 0,
  currencyType: 'IRR',
  filePath: null,
  description: 'اکانت قانونی',
  attributes: [],
});

export const treeWithSoldOutType: PlatformNode[] = [
  {
    id: 1,
    name: 'پلتفرم',
    slug: 'playstation-5',
    value: 'PlayStation 5',
    children: [
      {
        id: 11,
        name: 'نوع اکانت',
        slug: 'capacity-1',
        value: 'ظرفیت ۱',
        children: null,
        items: [item(101, 30_000_000)],
      },
      {
        id: 12,
        name: 'نوع اکانت',
        slug: 'capacity-3',
        value: 'ظرفیت ۳',
        children: null,
        items: [item(102, 9_000_000, 'OutOfStock')],
      },
    ],
  },
  {
    id: 2,
    name: 'پلتفرم',
    slug: 'pc',
    value: 'PC',
    children: [
      { id: 21, name: 'نوع اکانت', slug: 'offline', value: 'آفلاین', children: null, items: [item(201, 12_000_000)] },
    ],
  },
];

/** A request as the service answers it; `overrides` for another product, variant or state. */
export function pendingRequest(
  channels: NotificationChannel[],
  overrides: Partial<ProductNotification> = {},
): ProductNotification {
  return {
    id: 1,
    productId: 7,
    productVariantId: 102,
    type: 'ProductAvailable',
    channels,
    status: 'Pending',
    creationTime: '2025-12-14T19:03:45',
    sentTime: null,
    product: {
      id: 7,
      name: 'Ghost of Tsushima',
      persianName: 'شبح سوشیما',
      slug: 'ghost-of-tsushima',
      filePath: 'http://localhost:4010/commerce/files/products/ghost-of-tsushima.svg',
      fileTitleAttribute: 'Ghost of Tsushima',
      fileAltAttribute: 'کاور شبح سوشیما',
    },
    variant: { id: 102, name: 'ظرفیت ۳ PS5', status: 'OutOfStock' },
    ...overrides,
  };
}
