import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { setDeviceId } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { abpOk, COMMERCE, server, startMswServer } from '../services/msw';
import { discountPercent, Price } from '@/components/ui/Price';
import { initialOption, purchaseOptions } from '@/components/catalog/purchase-options';
import { renderWithStore, storeRestored } from '../shell/render';
import { buyingTree } from '@/services/commerce/purchase-options';
import { treeWithSoldOutType } from './back-in-stock-fixtures';

describe("the buying island's props", () => {
  it('carry each variant to sell with what the island shows and sells, and no SKU, stock level, margin or attributes', () => {
    const tree = structuredClone(treeWithSoldOutType);
    tree[1].children[0].items.push({ ...tree[1].children[0].items[0], id: 202 });
    const sent = buyingTree(tree);
    expect(sent.variants[1]).toEqual({
      id: 2,
      slug: 'pc',
      value: 'PC',
      children: [
        {
          id: 21,
          value: 'آفلاین',
          items: [
            {
              id: 201,
              status: 'InStock',
              salePrice: 12_000_000,
              regularPrice: 12_000_000,
              currencyType: 'IRR',
              descriptionId: 0,
            },
          ],
        },
      ],
    });
    expect(purchaseOptions(sent.variants).map((option) => option.item.id)).toEqual(
      purchaseOptions(tree).map((option) => option.item.id),
    );
  });

  it('carry a description once however many platforms sell the account type it describes', () => {
    const tree = structuredClone(treeWithSoldOutType);
    tree[0].children[1].items[0].description = 'فقط بخش آفلاین';
    const sent = buyingTree(tree);
    expect(sent.descriptions).toEqual(['اکانت قانونی', 'فقط بخش آفلاین']);
    expect(purchaseOptions(sent.variants).map((option) => option.item.descriptionId)).toEqual([0, 1, 0]);
  });

  it('leave out a variant without a description', () => {
    const tree = structuredClone(treeWithSoldOutType);
    tree[1].children[0].items[0].description = '';
    const sent = buyingTree(tree);
    expect(sent.descriptions).toEqual(['اکانت قانونی']);
    expect(sent.variants[1].children[0].items[0]).not.toHaveProperty('descriptionId');
  });

  it("show the chosen variant's description from the descriptions they carry", async () => {
    const tree = structuredClone(treeWithSoldOutType);
    tree[1].children[0].items[0].description = 'اکانت کامل، فقط آفلاین';
    renderWithStore(<ProductPurchase productId={7} {...buyingTree(tree)} />, { withCart: true });
    // The cheapest in stock first: PC's.
    expect(screen.getByText('اکانت کامل، فقط آفلاین')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'PlayStation 5' }));
    expect(screen.getByText('اکانت قانونی')).toBeInTheDocument();
    expect(screen.queryByText('اکانت کامل، فقط آفلاین')).toBeNull();
  });
});

describe('the variant picker (platform → account type)', () => {
  it('offers every buyable variant of the tree, items[0] being what is added to the cart', () => {
    expect(
      purchaseOptions(treeWithSoldOutType).map((option) => [option.platform.value, option.node.value, option.item.id]),
    ).toEqual([
      ['PlayStation 5', 'ظرفیت ۱', 101],
      ['PlayStation 5', 'ظرفیت ۳', 102],
      ['PC', 'آفلاین', 201],
    ]);
  });

  it('starts on the cheapest variant in stock, never an out-of-stock one', () => {
    expect(initialOption(purchaseOptions(treeWithSoldOutType))?.item.id).toBe(201);
  });

  it('starts on the asked-for variant, sold out too (its page offers to tell when it is back)', () => {
    expect(initialOption(purchaseOptions(treeWithSoldOutType), 101)?.item.id).toBe(101);
    expect(initialOption(purchaseOptions(treeWithSoldOutType), 102)?.item.id).toBe(102);
    expect(initialOption(purchaseOptions(treeWithSoldOutType), 999)?.item.id).toBe(201);
  });
});

describe('prices', () => {
  it('the discount is the rounded share of the regular price', () => {
    expect(discountPercent(11_000_000, 9_900_000)).toBe(10);
    expect(discountPercent(10_000_000, 10_000_000)).toBe(0);
    expect(discountPercent(null, 5)).toBe(0);
  });

  it('shows Toman with Persian digits, the old price struck through and the percentage', () => {
    renderWithStore(<Price salePrice={9_900_000} regularPrice={11_000_000} />);
    expect(screen.getByText('۹۹۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('۱٬۱۰۰٬۰۰۰ تومان').closest('s')).not.toBeNull();
    expect(screen.getByText(/۱۰٪/)).toBeInTheDocument();
  });

  it("a missing sale price reads 'ناموجود'", () => {
    renderWithStore(<Price salePrice={null} regularPrice={11_000_000} />);
    expect(screen.getByText('ناموجود')).toBeInTheDocument();
  });
});

describe("the buying island's first read of this product's cart lines", () => {
  startMswServer();

  const countCartReads = () => {
    const reads: (string | null)[] = [];
    server.use(
      http.get(`${COMMERCE}/api/services/app/Cart/GetCartByProductId`, ({ request }) => {
        reads.push(request.headers.get('X-Device-Id'));
        return abpOk(null);
      }),
      http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
    );
    return reads;
  };

  it('a first visit (no device id, no session) makes no call; the first add gives it a device id to read with', async () => {
    const reads = countCartReads();
    const { store } = renderWithStore(<ProductPurchase productId={7} variants={treeWithSoldOutType} />, {
      withCart: true,
      persist: true,
    });
    await storeRestored(store);
    expect(screen.getByRole('button', { name: 'افزودن به سبد خرید' })).toBeEnabled();
    // What an add does to the store; had the first render read the cart, that read (with no device id) would be here.
    act(() => void store.dispatch(setDeviceId('device-8')));
    await waitFor(() => expect(reads).toEqual(['device-8']));
  });

  it('a visitor with a device id gets the lines read with it, through the shopper api', async () => {
    const reads = countCartReads();
    const store = makeStore();
    store.dispatch(setDeviceId('device-7'));
    renderWithStore(<ProductPurchase productId={7} variants={treeWithSoldOutType} />, {
      store,
      withCart: true,
      persist: true,
    });
    await waitFor(() => expect(reads).toEqual(['device-7']));
    // Read through the shopper api (store/api/cartApi.ts), beside the cart the badge reads.
    await waitFor(() =>
      expect(store.getState().shopperApi?.queries['productLines(7)']).toMatchObject({ status: 'fulfilled', data: [] }),
    );
  });
});
