// The cart as last read on this device, which the cart page shows read-only when the cart cannot be read
// (offline, or the commerce service down): docs/offline.md, The cart as last read. One record, the latest, under
// its own localStorage key rather than redux-persist's 'root', whose shape the spec fixes. It is tied to whoever
// read it (the device id, and a SHA-256 digest of the token, never the token) and given back only to the same
// reader, so another account on this device never sees it. Loaded only when there is a cart to keep or to show.
import type { Cart, CartItem } from '@/services/types/commerce';
import { forgetLastReadCart, getToken, LAST_READ_CART_KEY } from './session';

/** Who read a cart: what the read was sent with. */
export type CartReader = { deviceId: string | null; token: string | null };

export type LastReadCart = { cart: Cart; readAt: number };

type StoredCart = LastReadCart & { deviceId: string | null; tokenDigest: string | null };

/**
 * The token's SHA-256 in hex; null without a token; undefined where the browser computes no digest (a page
 * not served over https): then nothing is kept for a session, since nothing could tell its reader apart.
 */
async function digestOf(token: string | null): Promise<string | null | undefined> {
  if (token === null) return null;
  try {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}

/**
 * Keeps a cart as read by `reader`. `stillLatest` says whether no later read has come meanwhile (the digest
 * takes a moment); a save whose session ended meanwhile (a logout) is dropped too.
 */
export async function saveLastReadCart(
  cart: Cart,
  reader: CartReader,
  stillLatest: () => boolean = () => true,
  readAt = Date.now(),
): Promise<void> {
  const tokenDigest = await digestOf(reader.token);
  if (!stillLatest() || getToken() !== reader.token) return;
  if (tokenDigest === undefined) {
    forgetLastReadCart();
    return;
  }
  const stored: StoredCart = { cart, readAt, deviceId: reader.deviceId, tokenDigest };
  try {
    localStorage.setItem(LAST_READ_CART_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the offline view is a convenience, the cart itself lives on the service.
  }
}

/** The last cart read by this same reader, when it has lines; a record that does not parse or fit is removed. */
export async function readLastReadCart(reader: CartReader): Promise<LastReadCart | null> {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(LAST_READ_CART_KEY) ?? 'null');
  } catch {
    stored = undefined;
  }
  if (stored === null) return null;
  if (!isStoredCart(stored)) {
    forgetLastReadCart();
    return null;
  }
  const tokenDigest = await digestOf(reader.token);
  const sameReader =
    tokenDigest !== undefined && stored.tokenDigest === tokenDigest && stored.deviceId === reader.deviceId;
  return sameReader && stored.cart.items.length > 0 ? { cart: stored.cart, readAt: stored.readAt } : null;
}

// A hand check of what the read-only view reads, rather than a schema library in the cart page's scripts.
type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown) => typeof value === 'string';
const isStringOrNone = (value: unknown) => value === null || value === undefined || isString(value);
const all = (fields: Fields, names: string[], check: (value: unknown) => boolean) =>
  names.every((name) => check(fields[name]));

function isLine(value: unknown): value is CartItem {
  if (!isFields(value) || !isFields(value.variant) || !isFields(value.variant.product)) return false;
  const { variant } = value;
  const product = value.variant.product;
  return (
    all(value, ['id', 'variantId', 'quantity', 'unitPrice', 'strikePrice'], isNumber) &&
    all(variant, ['name', 'description'], isString) &&
    Array.isArray(variant.attributes) &&
    variant.attributes.every(isString) &&
    isNumber(product.id) &&
    all(product, ['name', 'persianName', 'slug'], isString) &&
    all(product, ['filePath', 'fileAltAttribute'], isStringOrNone)
  );
}

function isStoredCart(value: unknown): value is StoredCart {
  if (!isFields(value) || !isFields(value.cart)) return false;
  const { cart } = value;
  return (
    isNumber(value.readAt) &&
    all(value, ['deviceId', 'tokenDigest'], (field) => field === null || isString(field)) &&
    all(cart, ['id', 'totalQuantity', 'totalItemsPrice', 'payableAmount', 'profitAmount'], isNumber) &&
    isString(cart.deviceId) &&
    Array.isArray(cart.items) &&
    cart.items.every(isLine)
  );
}
