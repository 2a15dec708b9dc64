// Order/Get and Order/GetAll read tolerantly: the real service names an item's game on the item and answers its
// variant's product as null, lists timeline steps without isDone, and may answer a currency the shop does not sell
// in. Whatever member is missing, the order pages get what can be shown, and the difference is reported
// (docs/contracts/commerce.md, Orders).
import { currencyTypeValues } from '@/contracts/generated/commerce';
import { reportContractDrift } from '../contract-drift';
import type {
  ListedOrder,
  Order,
  OrderCurrentStep,
  OrderItem,
  OrderTimelineStep,
  ProductRef,
  WireListedOrder,
  WireOrder,
  WireOrderItem,
} from '../types/commerce';

type OrderOperation = 'Order_Get' | 'Order_GetAll';

/** The currencies the document names; another one is shown as unknown and reported. */
const KNOWN_CURRENCIES: ReadonlySet<string> = new Set(currencyTypeValues);

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function isProduct(value: unknown): value is ProductRef {
  return isObject(value) && typeof value.slug === 'string' && (text(value.name) ?? text(value.persianName)) !== null;
}

/**
 * Which steps are done when the service does not say: the steps before the current one, and the current one too
 * when it is the last (isFinal). A current step that is not in the list leaves every listed step done, as the real
 * service's own client shows its list: each step a tick.
 */
function doneOf(steps: Loose[], current: OrderCurrentStep | null): boolean[] {
  const key = (step: Loose | OrderCurrentStep) => text(step.step) ?? text(step.stepStr);
  const currentKey = current ? key(current) : null;
  const at = currentKey === null ? -1 : steps.findIndex((step) => key(step) === currentKey);
  return steps.map((step, index) => {
    if (typeof step.isDone === 'boolean') return step.isDone;
    if (at === -1) return true;
    return index < at || (index === at && (step.isFinal === true || current?.isFinal === true));
  });
}

function readItem(raw: WireOrderItem, note: (field: string) => void): OrderItem {
  const item = raw as unknown as Loose;
  const variant = isObject(item.variant) ? (item.variant as unknown as OrderItem['variant']) : null;
  if (!variant) note('items[].variant');

  let product: ProductRef | null = null;
  if (isProduct(item.product)) product = item.product;
  else {
    note('items[].product');
    if (variant && isProduct(variant.product)) product = variant.product;
  }

  const current = isObject(item.currentTimeline) ? (item.currentTimeline as OrderCurrentStep) : null;
  if (!current) note('items[].currentTimeline');

  let steps: Loose[] = [];
  if (Array.isArray(item.timeLines)) steps = item.timeLines.filter(isObject);
  else note('items[].timeLines');
  const done = doneOf(steps, current);
  const timeLines: OrderTimelineStep[] = steps.flatMap((step, index) => {
    const stepStr = text(step.stepStr) ?? text(step.step);
    if (text(step.stepStr) === null) note('items[].timeLines[].stepStr');
    if (typeof step.isFinal !== 'boolean') note('items[].timeLines[].isFinal');
    if (stepStr === null) return [];
    return [{ stepStr, description: text(step.description), isDone: done[index] }];
  });

  const currencyType = text(item.currencyType) ?? text(variant?.currencyType) ?? 'IRR';
  if (!KNOWN_CURRENCIES.has(currencyType)) note('items[].currencyType');

  return {
    ...raw,
    product,
    variant,
    currentTimeline: current && text(current.stepStr) ? current : null,
    timeLines,
    currencyType,
    allowNewLoginSubmission: item.allowNewLoginSubmission === true,
  };
}

/** One order as the order pages read it; `operation` names the call it came from, for the drift report. */
export function readOrder(raw: WireOrder, operation: 'Order_Get'): Order;
export function readOrder(raw: WireListedOrder, operation: 'Order_GetAll'): ListedOrder;
export function readOrder(raw: WireListedOrder | WireOrder, operation: OrderOperation): Order | ListedOrder {
  const note = (field: string) => reportContractDrift({ service: 'commerce', operation, field });
  const order = raw as unknown as Loose;
  let items: OrderItem[] = [];
  if (Array.isArray(order.items))
    items = order.items.filter(isObject).map((item) => readItem(item as WireOrderItem, note));
  else note('items');
  const currencyType = text(order.currencyType) ?? 'IRR';
  if (!KNOWN_CURRENCIES.has(currencyType)) note('currencyType');
  const read: Order = { ...raw, items, currencyType };
  if (operation === 'Order_Get' && typeof read.totalDiscountPrice !== 'number') {
    note('totalDiscountPrice');
    delete read.totalDiscountPrice;
  }
  return read;
}
