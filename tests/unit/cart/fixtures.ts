// Carts and orders shaped as the commerce service answers them (docs/contracts/commerce.md, Cart and Checkout and orders).
import type { Cart, CartItem, CartVariant, Order } from '@/services/types/commerce';

export function variant(id: number, regularPrice: number, salePrice: number, name = 'Elden Ring'): CartVariant {
  return {
    id,
    name: 'ظرفیت ۱ PS5',
    description: 'ظرفیت ۱ PS5',
    attributes: ['ظرفیت ۱', 'PS5'],
    filePath: null,
    currencyType: 'IRR',
    status: 'InStock',
    isActive: true,
    isVirtual: true,
    isDownloadable: false,
    regularPrice,
    salePrice,
    product: {
      id: id * 10,
      name,
      persianName: 'الدن رینگ',
      slug: 'elden-ring',
      filePath: null,
      fileTitleAttribute: null,
      fileAltAttribute: null,
    },
  };
}

export function line(id: number, variantId: number, quantity: number, regularPrice: number, salePrice: number): CartItem {
  return {
    id,
    variantId,
    quantity,
    unitPrice: salePrice,
    unitDiscountAmount: regularPrice - salePrice,
    strikePrice: regularPrice,
    totalPrice: salePrice * quantity,
    totalDiscountAmount: (regularPrice - salePrice) * quantity,
    variant: variant(variantId, regularPrice, salePrice),
  };
}

export function cartOf(items: CartItem[], deviceId = 'device-1'): Cart {
  let totalQuantity = 0;
  let totalItemsPrice = 0;
  let payableAmount = 0;
  for (const item of items) {
    totalQuantity += item.quantity;
    totalItemsPrice += (item.strikePrice ?? 0) * item.quantity;
    payableAmount += (item.unitPrice ?? 0) * item.quantity;
  }
  return { id: 7, deviceId, totalQuantity, totalItemsPrice, payableAmount, profitAmount: totalItemsPrice - payableAmount, items };
}

export function orderOf(id: number, status: Order['status'], variantIds: number[], payableAmount = 17_900_000): Order {
  return {
    id,
    orderNumber: `GM-${10000 + id}`,
    status,
    creationTime: '2025-12-14T19:03:45.0712972',
    payableAmount,
    currencyType: 'IRR',
    items: variantIds.map((variantId, index) => ({ id: id * 100 + index, quantity: 1, variant: variant(variantId, 11_000_000, 9_900_000) })),
  };
}
