// What the catalog's wire shapes mean for a page: pure, so that the product route, the buying island and the
// proxy's check of a variant link (services/known-addresses.ts) read a product's variants alike.
import type { VariantItem, VariantNode } from '@/services/types/commerce';

export type PurchaseOption = { platform: VariantNode; node: VariantNode; item: VariantItem };

/** Every buyable variant of the tree: platforms at the root, account types under them, items[0] to buy. */
export function purchaseOptions(tree: VariantNode[]): PurchaseOption[] {
  return tree.flatMap((platform) =>
    (platform.children ?? []).flatMap((node) => (node.items?.[0] ? [{ platform, node, item: node.items[0] }] : [])),
  );
}
