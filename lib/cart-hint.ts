// Whether this browser's cart is known to be empty before any script of the page has run: with no device id,
// no queued add and no session there is no cart to read (docs/contracts/commerce.md, Whose cart). /cart's HTML
// is the same for everyone, so a tiny inline script asks the browser's storage and lets the empty state paint
// with the page, not seconds later after its scripts (a first visit always has an empty cart). The page's
// policy allows this one script by its hash (server/content-security-policy.ts): any other inline script
// still needs the response's nonce.

type StorageReader = Pick<Storage, 'getItem'>;

/** The answer as the page's own code reads it (components/cart/CartPage.tsx), from the same keys. */
export function cartKnownEmpty(storage: StorageReader): boolean {
  try {
    if (storage.getItem('Token')) return false;
    const root = JSON.parse(storage.getItem('persist:root') ?? '{}') as { cart?: string };
    const cart = JSON.parse(root.cart ?? '{}') as { deviceId?: string | null; pendingAdds?: unknown[] };
    return !cart.deviceId && !cart.pendingAdds?.length;
  } catch {
    // Storage that cannot be read or parsed says nothing; the page reads the cart as usual.
    return false;
  }
}

/**
 * The same test written for the browser's parser, run where it stands: it marks its parent element (the
 * page's frame) `data-cart="empty"`, which the server-rendered states follow with CSS. Kept in ES5 and free of any
 * value that changes between builds, so its hash is fixed.
 */
export const CART_HINT_SCRIPT =
  "(function(){try{var s=localStorage;if(s.getItem('Token'))return;" +
  "var r=JSON.parse(s.getItem('persist:root')||'{}'),c=JSON.parse(r.cart||'{}');" +
  "if(!c.deviceId&&!(c.pendingAdds&&c.pendingAdds.length))document.currentScript.parentNode.setAttribute('data-cart','empty')}catch(e){}})()";
