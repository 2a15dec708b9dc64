import { fireEvent, render, screen } from '@testing-library/react';
import { ProductGrid, ProductRail, RailCards } from '@/components/catalog/ProductCard';
import { ITEM_LISTS_ADDED } from '@/lib/analytics/item-lists-added';
import { listing } from './fixtures';

// One mock for every fresh import of the shell.
const { usePathname } = vi.hoisted(() => ({ usePathname: vi.fn(() => '/') }));
vi.mock('next/navigation', () => ({ usePathname }));
// Idle at once: what waits for an idle page happens in the test's own turn.
vi.mock('@/lib/when-idle', () => ({
  whenIdle: (run: () => void) => {
    run();
    return () => undefined;
  },
}));

/** The collector and the data layer afresh, with the document listeners they add taken away after the test. */
const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
async function fresh() {
  vi.resetModules();
  window.dataLayer = undefined;
  return import('@/components/shared/analytics/collector');
}
beforeEach(() => {
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options]);
    add(type, listener, options);
  });
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  for (const [type, listener, options] of listeners.splice(0)) document.removeEventListener(type, listener, options);
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  Reflect.deleteProperty(window, 'navigation');
});

const games = [
  listing(),
  listing({
    id: 2,
    slug: 'gta-v',
    name: 'GTA V',
    persianName: 'جی‌تی‌ای ۵',
    brands: [],
    minVariant: {
      id: 301,
      name: 'آفلاین PS4',
      items: [{ id: 301, salePrice: 8_000_000, regularPrice: 8_000_000, currencyType: 'IRR', status: 'InStock' }],
    },
  }),
  listing({ id: 3, slug: 'no-variants', minVariant: null }),
];

function HomeAndCatalog() {
  return (
    <>
      <ProductRail title="جدیدترین بازی ها" href="/products" products={games} listId="home-newest" />
      <ProductGrid products={games.slice(1, 2)} list={{ item_list_id: 'catalog', item_list_name: 'محصولات' }} />
      <ProductRail title="خالی" href="/products" products={[]} listId="empty" />
    </>
  );
}

const pushed = (name: string) => (window.dataLayer ?? []).filter((entry) => entry.event === name);

describe('lists of cards, read from the page', () => {
  it('view_item_list for each list, with only the cards rendered, in their order, and each list once per page view', async () => {
    const collector = await fresh();
    render(<HomeAndCatalog />);
    collector.collectPage();
    expect((window.dataLayer ?? [])[0]).toMatchObject({ event: 'page_view', page_path: '/' });
    expect(pushed('view_item_list').map((entry) => entry.ecommerce)).toEqual([
      {
        currency: 'IRR',
        item_list_id: 'home-newest',
        item_list_name: 'جدیدترین بازی ها',
        items: [
          {
            item_id: '201',
            item_name: 'الدن رینگ',
            quantity: 1,
            index: 0,
            item_list_id: 'home-newest',
            item_list_name: 'جدیدترین بازی ها',
          },
          {
            item_id: '301',
            item_name: 'جی‌تی‌ای ۵',
            quantity: 1,
            index: 1,
            item_list_id: 'home-newest',
            item_list_name: 'جدیدترین بازی ها',
          },
        ],
      },
      {
        currency: 'IRR',
        item_list_id: 'catalog',
        item_list_name: 'محصولات',
        items: [
          {
            item_id: '301',
            item_name: 'جی‌تی‌ای ۵',
            quantity: 1,
            index: 0,
            item_list_id: 'catalog',
            item_list_name: 'محصولات',
          },
        ],
      },
    ]);
    collector.collectPage();
    expect(pushed('view_item_list')).toHaveLength(2);
    expect(pushed('page_view')).toHaveLength(1);
  });

  it('a list a rail adds once the page was collected (scrolled near) is reported then, once; one there before is not reported again', async () => {
    const collector = await fresh();
    const { rerender } = render(<HomeAndCatalog />);
    collector.collectPage();
    expect(pushed('view_item_list')).toHaveLength(2);
    rerender(
      <>
        <HomeAndCatalog />
        <div data-testid="late">
          <RailCards
            products={games.slice(0, 1)}
            list={{ item_list_id: 'home-preorder', item_list_name: 'پیش خرید' }}
          />
        </div>
      </>,
    );
    screen.getByTestId('late').dispatchEvent(new Event(ITEM_LISTS_ADDED, { bubbles: true }));
    const lists = pushed('view_item_list').map((entry) => (entry.ecommerce as { item_list_id: string }).item_list_id);
    expect(lists).toEqual(['home-newest', 'catalog', 'home-preorder']);
    expect(pushed('page_view')).toHaveLength(1);
  });

  it('a list added before the page is collected waits for the page view and is reported with the page', async () => {
    const collector = await fresh();
    render(<HomeAndCatalog />);
    collector.onListsAdded({ target: document.body } as unknown as Event);
    expect(pushed('view_item_list')).toHaveLength(0);
    collector.collectPage();
    expect(pushed('view_item_list')).toHaveLength(2);
  });

  it('select_item for a click on a card of a list, with its place; one listener for the whole document', async () => {
    const collector = await fresh();
    render(<HomeAndCatalog />);
    collector.collectPage();
    collector.collectPage();
    // jsdom cannot follow a link to another document.
    document.addEventListener('click', (event) => event.preventDefault());
    const rail = screen.getByRole('region', { name: 'جدیدترین بازی ها' });
    fireEvent.click(rail.querySelectorAll('a[href="/product/gta-v"]')[0]);
    expect(pushed('select_item')).toEqual([
      {
        event: 'select_item',
        ecommerce: {
          currency: 'IRR',
          item_list_id: 'home-newest',
          item_list_name: 'جدیدترین بازی ها',
          items: [expect.objectContaining({ item_id: '301', index: 1, item_list_id: 'home-newest' })],
        },
      },
    ]);
    // Not a card's link: nothing.
    fireEvent.click(screen.getAllByRole('link', { name: 'مشاهده همه' })[0]);
    fireEvent.click(document.body);
    expect(pushed('select_item')).toHaveLength(1);
  });

  it("search for the catalog's own form when it is sent with words", async () => {
    const collector = await fresh();
    render(
      <form role="search" action="/products" onSubmit={(event) => event.preventDefault()}>
        <input type="search" name="q" defaultValue=" الدن " aria-label="جستجو" />
      </form>,
    );
    collector.collectPage();
    fireEvent.submit(screen.getByRole('search'));
    expect(pushed('search')).toEqual([{ event: 'search', search_term: 'الدن' }]);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(pushed('search')).toHaveLength(1);
  });

  it('a change of the query alone (the Navigation API) is a page view of its own, with the lists it shows', async () => {
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { configurable: true, value: navigation });
    window.history.replaceState(null, '', '/products');
    const collector = await fresh();
    render(<HomeAndCatalog />);
    collector.collectPage();
    window.history.pushState(null, '', '/products?sort=cheapest&phone=09123456789');
    navigation.dispatchEvent(new Event('currententrychange'));
    expect(pushed('page_view').map((entry) => entry.page_path)).toEqual(['/products', '/products?sort=cheapest']);
    expect(pushed('view_item_list')).toHaveLength(4);
    // The router writing the same address again (a refresh) is no new page view.
    navigation.dispatchEvent(new Event('currententrychange'));
    expect(pushed('page_view')).toHaveLength(2);
  });
});

describe('the shell', () => {
  it('a page view for the first page and for each client navigation, once the page is idle', async () => {
    vi.resetModules();
    window.dataLayer = undefined;
    const { Analytics } = await import('@/components/shell/Analytics');
    window.history.replaceState(null, '', '/products?q=elden');
    const { rerender } = render(<Analytics />);
    await vi.waitFor(() => expect(pushed('page_view').map((entry) => entry.page_path)).toEqual(['/products?q=elden']));
    window.history.pushState(null, '', '/product/elden-ring');
    usePathname.mockReturnValue('/product/elden-ring');
    rerender(<Analytics />);
    await vi.waitFor(() =>
      expect(pushed('page_view').map((entry) => entry.page_path)).toEqual(['/products?q=elden', '/product/elden-ring']),
    );
  });
});

describe('Google Tag Manager', () => {
  const gtmScripts = () => [
    ...document.querySelectorAll<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/"]'),
  ];

  it('without NEXT_PUBLIC_GTM_ID nothing is loaded: the data layer is all there is', async () => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', '');
    const collector = await fresh();
    collector.collectPage();
    expect(gtmScripts()).toEqual([]);
    expect(window.dataLayer?.some((entry) => entry.event === 'gtm.js')).toBe(false);
  });

  it('an id that is not a container id loads nothing either', async () => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'UA-12345-1');
    const collector = await fresh();
    collector.collectPage();
    expect(gtmScripts()).toEqual([]);
  });

  it("with a container id its script is added once the page is idle, once, with the response's nonce, after gtm.start", async () => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-AB12CD3');
    const stamped = document.createElement('script');
    stamped.nonce = 'response-nonce';
    document.head.append(stamped);
    const collector = await fresh();
    collector.collectPage();
    collector.loadTagManager('GTM-AB12CD3');
    expect(gtmScripts()).toHaveLength(1);
    const [script] = gtmScripts();
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(script.async).toBe(true);
    expect(script.nonce).toBe('response-nonce');
    expect(window.dataLayer?.[0]).toEqual({ 'gtm.start': expect.any(Number), event: 'gtm.js' });
    expect(window.dataLayer?.[1]).toMatchObject({ event: 'page_view' });
  });
});
