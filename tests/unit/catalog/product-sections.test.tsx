// The product page's persuading parts: breadcrumbs, the sticky tabs bar over its sections (which tabs for which
// data; the tab of the section in view marked; a tap scrolls), and the critics' section with the game's awards.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ProductBreadcrumbs } from '@/components/catalog/product/ProductBreadcrumbs';
import { ProductCritics } from '@/components/catalog/product/ProductCritics';
import { SectionTabs } from '@/components/catalog/product/SectionTabs';
import { productSections } from '@/components/catalog/product/sections';
import type { GalleryItem, ProductDetail, ProductListItem } from '@/services/types/commerce';

const product = {
  id: 9,
  slug: 'elden-ring',
  name: 'Elden Ring',
  persianName: 'الدن رینگ',
  categories: [
    { name: 'بازی‌های PS5', slug: 'ps5-games' },
    { name: 'بازی‌های PC', slug: 'pc-games' },
  ],
  description: '<p>جهانی باز</p>',
  publisher: { slug: 'bandai-namco', name: 'Bandai Namco' },
  developer: null,
  genres: [],
  faqs: [{ id: 1, questions: 'ظرفیت ۲ چیست؟', answer: '<p>...</p>' }],
  rating: [{ id: 1, type: 'Metacritic', value: 96, total: 100 }],
  awards: ['برنده Game of the Year در The Game Awards 2022', 'برنده Best Art Direction در The Game Awards 2022'],
} as unknown as ProductDetail;

const video = { id: 1, mediaType: 'Video' } as GalleryItem;
const picture = { id: 2, mediaType: 'Image' } as GalleryItem;
const similar = [{ id: 3 }] as ProductListItem[];

const labels = (content: Parameters<typeof productSections>[0]) =>
  productSections(content).map((section) => section.label);

describe('breadcrumbs', () => {
  it("'مسیر صفحه': خانه, the game's first category, then the game as the current page (not a link)", () => {
    render(<ProductBreadcrumbs product={product} />);
    const nav = screen.getByRole('navigation', { name: 'مسیر صفحه' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace('‹', '').trim())).toEqual([
      'خانه',
      'بازی‌های PS5',
      'الدن رینگ',
    ]);
    expect(within(nav).getByRole('link', { name: 'خانه' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'بازی‌های PS5' })).toHaveAttribute('href', '/category/ps5-games');
    expect(within(nav).queryByRole('link', { name: 'الدن رینگ' })).not.toBeInTheDocument();
    expect(within(nav).getByText('الدن رینگ')).toHaveAttribute('aria-current', 'page');
  });

  it('a game without categories goes from خانه straight to the game', () => {
    render(<ProductBreadcrumbs product={{ ...product, categories: [], persianName: '' }} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.replace('‹', '').trim())).toEqual([
      'خانه',
      'Elden Ring',
    ]);
  });
});

describe('which tabs the bar has', () => {
  it('every section the data has, in page order', () => {
    expect(labels({ product, gallery: [picture, video], similar })).toEqual([
      'ویدیو',
      'نظر منتقدان',
      'توضیحات',
      'مشخصات',
      'سوالات متداول',
      'بازی های مشابه',
    ]);
  });

  it('leaves out what the game lacks: no trailer, no scores nor awards, no description, no FAQs, no similar games', () => {
    const bare = { ...product, rating: [], awards: [], description: null, faqs: [] };
    expect(labels({ product: bare, gallery: [picture], similar: [] })).toEqual(['مشخصات']);
    expect(labels({ product: { ...bare, awards: ['برنده X در Y 2020'] }, gallery: [], similar })).toEqual([
      'نظر منتقدان',
      'مشخصات',
      'بازی های مشابه',
    ]);
  });

  it('draws no bar for a single section', () => {
    render(<SectionTabs sections={[{ id: 'specs', label: 'مشخصات' }]} />);
    expect(screen.queryByRole('navigation', { name: 'بخش های صفحه' })).not.toBeInTheDocument();
  });
});

/** An IntersectionObserver the test drives: `show(ids)` says which sections are in view now. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  show(ids: string[]) {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: ids.includes(target.id) }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('the tabs bar', () => {
  const scrolled: { id: string; options: unknown }[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    FakeObserver.last = undefined;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: unknown) {
      scrolled.push({ id: this.id, options });
    };
  });
  afterEach(() => vi.unstubAllGlobals());

  function renderPage() {
    const sections = productSections({ product, gallery: [], similar });
    render(
      <>
        <SectionTabs sections={sections} />
        {sections.map((section) => (
          <section key={section.id} id={section.id} tabIndex={-1}>
            <h2>{section.label}</h2>
          </section>
        ))}
      </>,
    );
    return within(screen.getByRole('navigation', { name: 'بخش های صفحه' }));
  }

  /** The bar once its behaviour, fetched after the first render, follows the five sections. */
  async function followingPage() {
    const bar = renderPage();
    await waitFor(() => expect(FakeObserver.last?.observed).toHaveLength(5));
    return bar;
  }

  it('links each tab to its section in the page', () => {
    const bar = renderPage();
    expect(bar.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['نظر منتقدان', '#critics'],
      ['توضیحات', '#description'],
      ['مشخصات', '#specs'],
      ['سوالات متداول', '#faqs'],
      ['بازی های مشابه', '#similar'],
    ]);
  });

  it('marks the tab of the section in view with aria-current="true", and follows the scroll', async () => {
    const bar = await followingPage();
    const current = () =>
      bar
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'true')
        .map((link) => link.textContent);
    expect(current()).toEqual([]);
    const barScrolls: unknown[] = [];
    Element.prototype.scrollBy = function scrollBy(options?: unknown) {
      barScrolls.push(options);
    } as Element['scrollBy'];
    FakeObserver.last!.show(['description', 'specs']);
    expect(current()).toEqual(['توضیحات']);
    // The marked tab is brought into sight inside the bar, once per change.
    expect(barScrolls).toEqual([expect.objectContaining({ behavior: 'smooth' })]);
    FakeObserver.last!.show(['description']);
    expect(barScrolls).toHaveLength(1);
    FakeObserver.last!.show(['faqs']);
    expect(current()).toEqual(['سوالات متداول']);
    // Between two sections nothing is in view: the last one marked stays.
    FakeObserver.last!.show([]);
    expect(current()).toEqual(['سوالات متداول']);
  });

  it('a tap scrolls smoothly to the section, focuses it and keeps its address', async () => {
    const bar = await followingPage();
    fireEvent.click(bar.getByRole('link', { name: 'مشخصات' }));
    expect(scrolled).toEqual([{ id: 'specs', options: { behavior: 'smooth', block: 'start' } }]);
    expect(document.activeElement).toBe(document.getElementById('specs'));
    expect(window.location.hash).toBe('#specs');
  });

  it('jumps without animation for someone who prefers reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) =>
      ({ matches: query.includes('reduce') }) as MediaQueryList) as typeof window.matchMedia;
    try {
      const bar = await followingPage();
      fireEvent.click(bar.getByRole('link', { name: 'توضیحات' }));
      expect(scrolled).toEqual([{ id: 'description', options: { behavior: 'auto', block: 'start' } }]);
    } finally {
      window.matchMedia = original;
    }
  });
});

describe("the critics' section", () => {
  it('shows the scores and, beside them, each award with a trophy, in Persian digits', () => {
    render(<ProductCritics product={product} />);
    const section = screen.getByRole('region', { name: 'نظر منتقدان' });
    expect(within(section).getByRole('list', { name: 'امتیاز منتقدان' })).toHaveTextContent('Metacritic ۹۶ از ۱۰۰');
    const awards = within(within(section).getByRole('list', { name: 'جوایز' })).getAllByRole('listitem');
    expect(awards.map((award) => award.textContent)).toEqual([
      'برنده Game of the Year در The Game Awards ۲۰۲۲',
      'برنده Best Art Direction در The Game Awards ۲۰۲۲',
    ]);
    expect(awards[0].querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no awards list for a game without awards, and is not there at all without scores either', () => {
    const { unmount } = render(<ProductCritics product={{ ...product, awards: [] }} />);
    expect(screen.queryByRole('list', { name: 'جوایز' })).not.toBeInTheDocument();
    unmount();
    render(<ProductCritics product={{ rating: [], awards: [] }} />);
    expect(screen.queryByRole('region', { name: 'نظر منتقدان' })).not.toBeInTheDocument();
  });
});
