// A rail far below the first screen (the home page's rails, a product's similar games): the page carries its title
// and a placeholder of the rail's height; its cards are asked of the server once the shopper scrolls within a screen
// of it, take the placeholder's place in the same box, and tell analytics a list was added. A failed read leaves a
// retry in the same box.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LateProductRail } from '@/components/catalog/LateProductRail';
import { RAIL_HEIGHT, RailPlaceholder } from '@/components/ui/RailPlaceholder';
import { NEAR_MARGIN, PART_FAILED } from '@/components/shared/LoadWhenNear';
import { ITEM_LISTS_ADDED } from '@/lib/analytics/item-lists-added';
import { FakeIntersectionObserver, onScreen } from '../support/intersection-observer';

/** The rail's observer says the element has come within its margin. */
const comesNear = (element: Element) => onScreen(element, 0.1);

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const cards = (
  <ul data-item-list-id="similar" data-item-list-name="بازی های مشابه" className="h-full">
    <li>
      <a href="/product/elden-ring">الدن رینگ</a>
    </li>
  </ul>
);

const rail = (load: () => Promise<React.ReactNode>) => (
  <LateProductRail title="بازی های مشابه" href="/products" load={load} />
);
const box = () => screen.getByRole('region', { name: 'بازی های مشابه' }).lastElementChild as HTMLElement;

describe('a rail loaded when scrolled near', () => {
  it("the server's HTML has its title and link, and a placeholder of the rail's height, without cards", () => {
    const html = renderToString(rail(async () => cards));
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('h2')?.textContent).toBe('بازی های مشابه');
    expect(root.querySelector('a')?.textContent).toBe('مشاهده همه');
    expect(root.querySelector('section > div:last-child')?.className).toContain(RAIL_HEIGHT);
    expect(root.querySelector('[data-item-list-id]')).toBeNull();
  });

  it('draws three grey cards styled by their list, each card sent bare', () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<RailPlaceholder />);
    const list = root.querySelector('ul')!;
    expect(list).toHaveAttribute('aria-hidden', 'true');
    expect(list.className).toContain('rail-bones');
    expect(Array.from(list.children).map((card) => card.outerHTML)).toEqual(['<li></li>', '<li></li>', '<li></li>']);
  });

  it('asks for its cards only once within a screen of the viewport, and shows them in the same box', async () => {
    const load = vi.fn(async () => cards);
    render(rail(load));
    const placeholderBox = box();
    expect(placeholderBox.className).toContain(RAIL_HEIGHT);
    expect(FakeIntersectionObserver.all[0].options?.rootMargin).toBe(NEAR_MARGIN);
    expect(load).not.toHaveBeenCalled();

    comesNear(placeholderBox);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await within(placeholderBox).findByRole('link', { name: 'الدن رینگ' })).toBeVisible();
    expect(box()).toBe(placeholderBox);
    expect(placeholderBox).not.toHaveAttribute('aria-busy');
    comesNear(placeholderBox);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the arrived cards a few at a time, so a tap that comes meanwhile is not kept waiting behind them all', async () => {
    // Each card takes 2 ms to render; the first one queues a task, as a tap would. Rendered in one go, all forty are
    // done before that task runs; rendered as a transition, React yields to it within a few cards.
    const CARDS = 40;
    let renderedWhenTaskRan: number | undefined;
    const rendered = new Set<number>();
    function SlowCard({ n }: { n: number }) {
      const until = performance.now() + 2;
      while (performance.now() < until);
      if (rendered.size === 0) setTimeout(() => (renderedWhenTaskRan = rendered.size), 0);
      rendered.add(n);
      return <li>{`کارت ${n}`}</li>;
    }
    const slowCards = (
      <ul>
        {Array.from({ length: CARDS }, (_, n) => (
          <SlowCard key={n} n={n} />
        ))}
      </ul>
    );
    render(rail(async () => slowCards));
    comesNear(box());
    // The cards arrive outside act, so React schedules their render as it would in a browser.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      await waitFor(() => expect(renderedWhenTaskRan).toBeDefined());
      expect(renderedWhenTaskRan).toBeLessThan(CARDS / 2);
      await waitFor(() => expect(within(box()).getAllByRole('listitem')).toHaveLength(CARDS));
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });

  it('tells analytics, by a bubbling event, that a list of cards was added', async () => {
    const added = vi.fn();
    document.addEventListener(ITEM_LISTS_ADDED, added);
    render(rail(async () => cards));
    comesNear(box());
    await screen.findByRole('link', { name: 'الدن رینگ' });
    // Sent from an effect after the cards are committed, which a busy machine may run after the link shows.
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect((added.mock.calls[0][0] as Event).target).toBe(box());
    document.removeEventListener(ITEM_LISTS_ADDED, added);
  });

  it('a failed read leaves a retry in the same box, which asks again', async () => {
    const load = vi.fn<() => Promise<React.ReactNode>>().mockRejectedValueOnce(new Error('down'));
    load.mockResolvedValueOnce(cards);
    render(rail(load));
    comesNear(box());
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(PART_FAILED);
    expect(box().className).toContain(RAIL_HEIGHT);

    fireEvent.click(within(notice).getByRole('button', { name: 'تلاش دوباره' }));
    comesNear(box());
    expect(await screen.findByRole('link', { name: 'الدن رینگ' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a client navigation to another product's page forgets the last rail's cards and asks for the new ones when near", async () => {
    const otherCards = (
      <ul data-item-list-id="similar" data-item-list-name="بازی های مشابه" className="h-full">
        <li>
          <a href="/product/god-of-war-ragnarok">خدای جنگ: رگناروک</a>
        </li>
      </ul>
    );
    const { rerender } = render(rail(async () => cards));
    comesNear(box());
    await screen.findByRole('link', { name: 'الدن رینگ' });

    const loadOther = vi.fn(async () => otherCards);
    rerender(rail(loadOther));
    expect(screen.queryByRole('link', { name: 'الدن رینگ' })).toBeNull();
    expect(box()).toHaveAttribute('aria-busy', 'true');
    expect(loadOther).not.toHaveBeenCalled();
    comesNear(box());
    expect(await screen.findByRole('link', { name: 'خدای جنگ: رگناروک' })).toBeVisible();
    expect(loadOther).toHaveBeenCalledTimes(1);
  });
});
