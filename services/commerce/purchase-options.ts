// What the catalog's wire shapes mean for a page: pure, so that the product route, the buying island and the
// proxy's check of a variant link (services/server/known-addresses.ts) read a product's variants alike.
import type { AccountTypeNode, PlatformNode, VariantItem } from '@/services/types/commerce';

/**
 * A variant as the buying island reads it: what it prices, sells and reports, and nothing else. Its description is
 * the island's `descriptions[descriptionId]`: one text often describes an account type on every platform.
 */
export type BuyingItem = Pick<VariantItem, 'id' | 'status' | 'salePrice' | 'regularPrice' | 'currencyType'> & {
  descriptionId?: number;
};
export type BuyingNode = Pick<AccountTypeNode, 'id' | 'value'> & { items: BuyingItem[] };
export type BuyingPlatform = Pick<PlatformNode, 'id' | 'slug' | 'value'> & { children: BuyingNode[] };

/** One variant to buy, from a whole tree (the page's server) or the island's (buyingTree). */
export type OptionOf<Platform extends BuyingPlatform> = {
  platform: Platform;
  node: Platform['children'][number];
  item: Platform['children'][number]['items'][number];
};
export type PurchaseOption = OptionOf<BuyingPlatform>;

/** Every buyable variant of the tree: platforms at the root, account types under them, items[0] to buy. */
export function purchaseOptions<Platform extends BuyingPlatform>(tree: Platform[]): OptionOf<Platform>[] {
  return tree.flatMap((platform) =>
    platform.children.flatMap((node) => node.items.slice(0, 1).map((item) => ({ platform, node, item }))),
  );
}

/** The buying island's props: the variant tree and the descriptions its items point at, each text once. */
export type BuyingProps = { variants: BuyingPlatform[]; descriptions: string[] };

/**
 * The variant tree cut to what the buying island reads, for the props it is sent with: the page's flight data
 * would otherwise carry every variant's SKU, stock, margins and attributes, the items the island never sells, and
 * a description again for every platform that sells its account type.
 */
export function buyingTree(tree: PlatformNode[]): BuyingProps {
  const descriptions: string[] = [];
  const descriptionOf = (text: string): Pick<BuyingItem, 'descriptionId'> => {
    if (!text) return {};
    const known = descriptions.indexOf(text);
    return { descriptionId: known >= 0 ? known : descriptions.push(text) - 1 };
  };
  const variants = tree.map(({ id, slug, value, children }) => ({
    id,
    slug,
    value,
    children: children.map((node) => ({
      id: node.id,
      value: node.value,
      items: node.items
        .slice(0, 1)
        .map(({ id: itemId, status, salePrice, regularPrice, currencyType, description }) => ({
          id: itemId,
          status,
          salePrice,
          regularPrice,
          currencyType,
          ...descriptionOf(description),
        })),
    })),
  }));
  return { variants, descriptions };
}
