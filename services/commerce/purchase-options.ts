// What the catalog's wire shapes mean for a page: pure, so that the product route, the buying island and the
// proxy's check of a variant link (services/server/known-addresses.ts) read a product's variants alike.
import type { AccountTypeNode, PlatformNode, VariantItem } from '@/services/types/commerce';

export type PurchaseOption = { platform: PlatformNode; node: AccountTypeNode; item: VariantItem };

/** Every buyable variant of the tree: platforms at the root, account types under them, items[0] to buy. */
export function purchaseOptions(tree: PlatformNode[]): PurchaseOption[] {
  return tree.flatMap((platform) =>
    platform.children.flatMap((node) => node.items.slice(0, 1).map((item) => ({ platform, node, item }))),
  );
}
