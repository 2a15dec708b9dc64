// How the shop delivers what an order item bought (docs/contracts/commerce.md, "How items are delivered").
//
// Most variants are ready-made accounts: the shop makes one when the order is paid and the buyer reads it
// with OrderItem/GetDeliveredAccount. A pre-order cannot be: the game does not exist yet. The shop buys it on
// the buyer's own account instead and it downloads there on release, so after paying the buyer tells the shop
// how to sign in to that account (LoginProvider/GetByOrderItemId, OrderItemProviderField/Submit; CONTRACTS §12.2).

export type Delivery = 'ReadyAccount' | 'BuyerAccount';

export function deliveryOf(variant: { preorder: boolean | number }): Delivery {
  return variant.preorder ? 'BuyerAccount' : 'ReadyAccount';
}

/** CONTRACTS §12.2: a paid item put on the buyer's account takes their details once, until the order is done. */
export function allowsLoginSubmission(item: { orderStatus: string; delivery: Delivery; submitted: boolean }): boolean {
  return (
    item.delivery === 'BuyerAccount' &&
    !item.submitted &&
    (item.orderStatus === 'Paid' || item.orderStatus === 'InProgress')
  );
}
