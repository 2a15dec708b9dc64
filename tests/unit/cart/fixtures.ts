// Carts and orders shaped as the commerce service answers them (docs/contracts/commerce.md, Cart and Orders).
import { ORDER_STATUS_LABELS } from '@/components/shared/orders/order-status';
import { readOrder } from '@/services/commerce/order-reader';
import type { Cart, CartItem, CartVariant, Order, WireOrder, WireOrderItem } from '@/services/types/commerce';

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
      filePath: 'http://localhost:4010/commerce/files/products/elden-ring.svg',
      fileTitleAttribute: name,
      fileAltAttribute: 'کاور بازی الدن رینگ',
    },
  };
}

export function line(
  id: number,
  variantId: number,
  quantity: number,
  regularPrice: number,
  salePrice: number,
): CartItem {
  return {
    id,
    variantId,
    quantity,
    profitPercent: Math.round(((regularPrice - salePrice) * 100) / regularPrice),
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
    totalItemsPrice += item.strikePrice * item.quantity;
    payableAmount += item.unitPrice * item.quantity;
  }
  return {
    id: 7,
    deviceId,
    totalQuantity,
    totalItemsPrice,
    payableAmount,
    profitAmount: totalItemsPrice - payableAmount,
    items,
  };
}

/** The steps of a ready-made account's item (docs/contracts/commerce.md, Orders), done as far as the status says. */
function readyMadeTimeline(status: WireOrder['status']): Pick<WireOrderItem, 'currentTimeline' | 'timeLines'> {
  const steps = ['ثبت سفارش', 'پرداخت', 'آماده‌سازی اکانت', 'تحویل اکانت'];
  const keys = ['Created', 'Paid', 'AccountPrepared', 'AccountDelivered'];
  const done = status === 'Pending' ? 1 : 4;
  const current = Math.min(done, steps.length - 1);
  return {
    currentTimeline: {
      step: keys[current],
      stepStr: steps[current],
      status: current < done ? 'Done' : 'Pending',
      isFinal: current === steps.length - 1,
      description: `${steps[current]}: توضیح مرحله`,
      progressPercent: Math.round((done * 100) / steps.length),
      nextStepStr: steps[current + 1] ?? null,
    },
    timeLines: steps.map((stepStr, index) => ({
      step: keys[index],
      stepStr,
      status: index < done ? 'Done' : 'Pending',
      isFinal: index === steps.length - 1,
      description: `${stepStr}: توضیح مرحله`,
      isDone: index < done,
    })),
  };
}

/** An order item's game and variant as the service answers them: the game on the item, the variant's product null. */
function orderItemGame(variantId: number): Pick<WireOrderItem, 'product' | 'variant'> {
  const { product, ...rest } = variant(variantId, 11_000_000, 9_900_000);
  const summary: Omit<WireOrderItem['variant'], 'product'> = {
    id: rest.id,
    name: rest.name,
    description: rest.description,
    attributes: rest.attributes,
    filePath: rest.filePath,
    currencyType: rest.currencyType,
    status: rest.status,
    isActive: rest.isActive,
    isVirtual: rest.isVirtual,
    isDownloadable: rest.isDownloadable,
  };
  return { product, variant: { ...summary, product: null } };
}

/** An order as Order/Get answers it, each item a ready-made account at 11,000,000 IRR sold for 9,900,000; the game is
 * on the item and its variant's product is null, as the service answers. */
export function wireOrderOf(
  id: number,
  status: WireOrder['status'],
  variantIds: number[],
  payableAmount = 17_900_000,
): WireOrder {
  const totalItemsPrice = variantIds.length * 11_000_000;
  const saved = Math.max(totalItemsPrice - payableAmount, 0);
  return {
    id,
    orderNumber: `GM-${10000 + id}`,
    status,
    statusStr: ORDER_STATUS_LABELS[status],
    creationTime: '2025-12-14T19:03:45',
    creationDateStr: '1404/09/23',
    creationTimeStr: '19:03',
    paidTime: status === 'Pending' || status === 'Canceled' ? null : '2025-12-14T19:07:45',
    paymentStatus:
      status === 'Pending' || status === 'Canceled' ? 'Unpaid' : status === 'Refunded' ? 'Refunded' : 'Paid',
    totalItemsPrice,
    totalDiscountPrice: saved,
    profitAmount: saved,
    payableAmount,
    promoCode: null,
    promoCodeDiscountAmount: 0,
    metaSearchName: null,
    metaSearchKey: null,
    currencyType: 'IRR',
    items: variantIds.map((variantId, index) => ({
      id: id * 100 + index,
      productId: variantId * 10,
      variantId,
      quantity: 1,
      unitPrice: 9_900_000,
      unitDiscountAmount: 1_100_000,
      strikePrice: 11_000_000,
      totalPrice: 9_900_000,
      currencyType: 'IRR',
      ...orderItemGame(variantId),
      ...readyMadeTimeline(status),
      allowNewLoginSubmission: false,
    })),
  };
}

/** The same order as the shop reads it (services/commerce/order-reader.ts). */
export function orderOf(id: number, status: Order['status'], variantIds: number[], payableAmount?: number): Order {
  return readOrder(wireOrderOf(id, status, variantIds, payableAmount), 'Order_Get');
}
