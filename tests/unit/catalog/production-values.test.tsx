// Values the real service answers that the shop did not take before: a price in USD on a variant, and review sites
// beyond the document's (its client's RatingItemType lists Eurogamer and Steam). A USD amount is never shown as
// Toman nor sold; an unknown review site is shown under its name as given; neither takes a section down.
import { screen, within } from '@testing-library/react';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { initialOption, purchaseOptions } from '@/components/catalog/purchase-options';
import { ProductCritics } from '@/components/catalog/product/ProductCritics';
import { Price } from '@/components/ui/Price';
import { reportContractDrift } from '@/services/contract-drift';
import type { PlatformNode, ProductDetail } from '@/services/types/commerce';
import { renderWithStore } from '../shell/render';
import { treeWithSoldOutType } from './back-in-stock-fixtures';

vi.mock('@/services/contract-drift', () => ({ reportContractDrift: vi.fn() }));
beforeEach(() => vi.mocked(reportContractDrift).mockClear());

const drifts = () => vi.mocked(reportContractDrift).mock.calls.map(([drift]) => `${drift.operation} ${drift.field}`);

/** The fixture tree with the PC variant (201, the cheapest in stock) priced in USD. */
const treeWithUsdVariant: PlatformNode[] = treeWithSoldOutType.map((platform) => ({
  ...platform,
  children: platform.children.map((node) => ({
    ...node,
    items: node.items.map((item) => (item.id === 201 ? { ...item, currencyType: 'USD', salePrice: 30 } : item)),
  })),
}));

describe('a price in USD', () => {
  it("reads 'قیمت نامشخص', never a number in Toman", () => {
    renderWithStore(<Price salePrice={30} regularPrice={35} currencyType="USD" />);
    expect(screen.getByText('قیمت نامشخص')).toBeInTheDocument();
    expect(screen.queryByText(/تومان/)).toBeNull();
  });

  it('is not the variant shown first, though it is the cheapest in stock', () => {
    expect(initialOption(purchaseOptions(treeWithUsdVariant))?.item.id).toBe(101);
  });

  it("is listed in the picker as 'قیمت نامشخص' and, chosen, cannot be added to the cart", () => {
    renderWithStore(<ProductPurchase productId={7} variants={treeWithUsdVariant} preferredVariantId={201} />, {
      withCart: true,
    });
    const pc = screen.getByRole('radio', { name: /^آفلاین/ });
    expect(pc).toBeChecked();
    expect(pc.closest('label')).toHaveTextContent('قیمت نامشخص');
    expect(pc.closest('label')).not.toHaveTextContent('تومان');
    expect(screen.queryByRole('button', { name: 'افزودن به سبد خرید' })).toBeNull();
    expect(screen.getByText('این گزینه فعلاً فروخته نمی‌شود')).toBeInTheDocument();
  });
});

describe("the critics' scores", () => {
  const product = (rating: unknown[]): Pick<ProductDetail, 'rating' | 'awards'> => ({
    rating: rating as ProductDetail['rating'],
    awards: [],
  });

  it('shows Eurogamer and Steam, and a site the document does not know under its name as given (reported once)', () => {
    renderWithStore(
      <ProductCritics
        product={product([
          { id: 1, type: 'Steam', value: 92, total: 100 },
          { id: 2, type: 'Eurogamer', value: 4, total: 5 },
          { id: 3, type: 'Famitsu', value: 38, total: 40 },
        ])}
      />,
    );
    const scores = within(screen.getByRole('list', { name: 'امتیاز منتقدان' })).getAllByRole('listitem');
    expect(scores.map((score) => score.textContent)).toEqual([
      'Steam ۹۲ از ۱۰۰',
      'Eurogamer ۴ از ۵',
      'Famitsu ۳۸ از ۴۰',
    ]);
    expect(drifts()).toEqual(['Product_GetBySlug rating[].type']);
  });

  it('leaves out a score without a value or a scale, and the section goes when nothing is left', () => {
    const { container } = renderWithStore(
      <ProductCritics product={product([{ id: 1, type: 'IGN', value: null, total: 10 }, null])} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(drifts()).toEqual(['Product_GetBySlug rating[].value']);
  });
});
