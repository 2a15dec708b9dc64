import { purchaseOptions } from '@/components/catalog/purchase-options';
import {
  authEvent,
  cardAttributes,
  ecommerceEvent,
  itemOfCardData,
  itemOfLine,
  itemOfListing,
  itemOfVariant,
  listAttributes,
  listEvent,
  orderEvent,
  productFacts,
  searchEvent,
} from '@/lib/analytics/ecommerce';
import { cartOf, line, orderOf } from '../cart/fixtures';
import { treeWithSoldOutType } from '../catalog/back-in-stock-fixtures';
import { BUYER, carriesBuyer, listing } from './fixtures';

const [capacity1] = purchaseOptions(treeWithSoldOutType);
const facts = { item_name: 'گوست آو سوشیما', item_brand: 'Sony PlayStation' };

describe('items', () => {
  it("a product page's variant: the variant's id, the game's title and brand, the platform, the account type, the price paid", () => {
    expect(itemOfVariant(facts, capacity1)).toEqual({
      item_id: '101',
      item_name: 'گوست آو سوشیما',
      item_brand: 'Sony PlayStation',
      item_category: 'PlayStation 5',
      item_variant: 'ظرفیت ۱',
      price: 30_000_000,
      quantity: 1,
    });
  });

  it("a game's facts are its Persian title (else its own) and first brand; none is left undefined", () => {
    expect(productFacts(listing())).toEqual({ item_name: 'الدن رینگ', item_brand: 'Bandai Namco' });
    expect(productFacts(listing({ persianName: '', brands: [] }))).toEqual({ item_name: 'Elden Ring' });
  });

  it('a cart line or an order item: the unit price paid, the quantity, platform and account type from the service', () => {
    expect(itemOfLine(line(1, 202, 2, 11_000_000, 9_900_000))).toEqual({
      item_id: '202',
      item_name: 'الدن رینگ',
      item_category: 'PS5',
      item_variant: 'ظرفیت ۱',
      price: 9_900_000,
      quantity: 2,
    });
    expect(itemOfLine(orderOf(6, 'Paid', [303]).items[0]).item_id).toBe('303');
    expect(itemOfLine(line(1, 202, 5, 11_000_000, 9_900_000), 1).quantity).toBe(1);
  });

  it("a card: its cheapest variant's id, name and price; a sold-out card has no price, a game without variants no item", () => {
    expect(itemOfListing(listing())).toEqual({
      item_id: '201',
      item_name: 'الدن رینگ',
      item_brand: 'Bandai Namco',
      item_variant: 'آفلاین PC',
      price: 9_900_000,
      quantity: 1,
    });
    const soldOut = listing({
      minVariant: {
        id: 5,
        name: 'آفلاین PS4',
        items: [{ id: 5, salePrice: null, regularPrice: 1, currencyType: 'IRR', status: 'OutOfStock' }],
      },
    });
    expect(itemOfListing(soldOut)).not.toHaveProperty('price');
    expect(itemOfListing(listing({ minVariant: null }))).toBeNull();
  });

  it("a card carries its variant's id alone, read back with its title from the card's link", () => {
    expect(cardAttributes(listing())).toEqual({ 'data-item-id': '201' });
    expect(itemOfCardData({ itemId: '201' }, ' الدن رینگ ')).toEqual({
      item_id: '201',
      item_name: 'الدن رینگ',
      quantity: 1,
    });
    expect(cardAttributes(listing({ minVariant: null }))).toEqual({});
    expect(itemOfCardData({}, 'الدن رینگ')).toBeNull();
    expect(listAttributes({ item_list_id: 'similar', item_list_name: 'بازی های مشابه' })).toEqual({
      'data-item-list-id': 'similar',
      'data-item-list-name': 'بازی های مشابه',
    });
  });
});

describe('events', () => {
  const item = itemOfVariant(facts, capacity1, 2);

  it.each(['view_item', 'add_to_cart', 'remove_from_cart', 'add_to_wishlist', 'view_cart'] as const)(
    '%s: currency IRR, the value of its items, its items',
    (name) => {
      expect(ecommerceEvent(name, [item])).toEqual({
        event: name,
        ecommerce: { currency: 'IRR', value: 60_000_000, items: [item] },
      });
    },
  );

  it('view_cart may say what the cart costs in all', () => {
    const cart = cartOf([line(1, 202, 1, 11_000_000, 9_900_000)]);
    expect(
      ecommerceEvent(
        'view_cart',
        cart.items.map((entry) => itemOfLine(entry)),
        { value: cart.payableAmount },
      ).ecommerce.value,
    ).toBe(9_900_000);
  });

  it('view_item_list and select_item: the list on the event and on each item, with its place in the list from 0', () => {
    const list = { item_list_id: 'home-newest', item_list_name: 'جدیدترین بازی ها' };
    const card = itemOfListing(listing())!;
    expect(
      listEvent('view_item_list', list, [
        { item: card, index: 0 },
        { item: { ...card, item_id: '7' }, index: 1 },
      ]),
    ).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'IRR',
        ...list,
        items: [
          { ...card, index: 0, ...list },
          { ...card, item_id: '7', index: 1, ...list },
        ],
      },
    });
    expect(listEvent('select_item', list, [{ item: card, index: 3 }]).ecommerce.items).toEqual([
      { ...card, index: 3, ...list },
    ]);
  });

  it("begin_checkout: an order's items, its payable amount after any code as the value", () => {
    const order = orderOf(6, 'Pending', [202, 303], 17_900_000);
    expect(orderEvent('begin_checkout', order)).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'IRR', value: 17_900_000, items: order.items.map((entry) => itemOfLine(entry)) },
    });
  });

  it('add_payment_info: how the order is paid, wallet or gateway', () => {
    const order = orderOf(6, 'Pending', [202], 9_900_000);
    expect(orderEvent('add_payment_info', order, { payment_type: 'wallet' }).ecommerce).toMatchObject({
      payment_type: 'wallet',
      value: 9_900_000,
    });
    expect(orderEvent('add_payment_info', order, { payment_type: 'gateway' }).ecommerce.payment_type).toBe('gateway');
  });

  it("purchase: the order's id as transaction_id, its payable amount in IRR, its items", () => {
    const order = orderOf(6, 'Paid', [202], 9_900_000);
    expect(orderEvent('purchase', order)).toEqual({
      event: 'purchase',
      ecommerce: { currency: 'IRR', transaction_id: '6', value: 9_900_000, items: [itemOfLine(order.items[0])] },
    });
  });

  it('search: the words searched; words that could be a phone number or an e-mail are not sent', () => {
    expect(searchEvent('  الدن رینگ ')).toEqual({ event: 'search', search_term: 'الدن رینگ' });
    expect(searchEvent(BUYER.phone)).toEqual({ event: 'search', search_term: '(redacted)' });
    expect(searchEvent(BUYER.email).search_term).toBe('(redacted)');
  });

  it('login and sign_up: the method, nothing of who', () => {
    expect(authEvent('login', 'otp')).toEqual({ event: 'login', method: 'otp' });
    expect(authEvent('sign_up', 'otp')).toEqual({ event: 'sign_up', method: 'otp' });
    expect(authEvent('login', 'password')).toEqual({ event: 'login', method: 'password' });
  });

  it('no event built from an order carries its contact details, even when the order holds them', () => {
    const order = {
      ...orderOf(6, 'Paid', [202]),
      phoneNumber: BUYER.phone,
      email: BUYER.email,
      accessToken: BUYER.token,
    };
    for (const name of ['begin_checkout', 'add_payment_info', 'purchase'] as const)
      expect(carriesBuyer(orderEvent(name, order))).toBe(false);
  });
});
