// The CMS Home page read as the home page's sections: the editors' order, the hero first among banners,
// unknown and empty sections left out, and every link checked before it becomes one.
import type { CmsMedia, CmsPage, CmsSection } from '@/services/types/cms';
import { homeHref, toHomeSections } from '@/services/server/views/home';

const media = (name: string): CmsMedia => ({
  id: 1,
  documentId: 'media0000000000000000000',
  name: `${name}.svg`,
  alternativeText: `${name} alt`,
  caption: null,
  width: 1200,
  height: 600,
  formats: null,
  hash: name,
  ext: '.svg',
  mime: 'image/svg+xml',
  size: 4.2,
  url: `/uploads/${name}.svg`,
  previewUrl: null,
  provider: 'local',
  provider_metadata: null,
  createdAt: '2026-01-12T08:30:00.000Z',
  updatedAt: '2026-01-12T08:30:00.000Z',
  publishedAt: '2026-01-12T08:30:00.000Z',
});

let nextId = 1;
const repeater = (
  Keyword: string | null,
  items: { Title: string; Url: string | null; image?: string }[],
  extra: Partial<CmsSection> = {},
): CmsSection =>
  ({
    __component: 'shared.repeter',
    id: nextId++,
    Keyword,
    Title: `عنوان ${Keyword}`,
    Subtitle: null,
    Items: items.map((item) => ({
      id: nextId++,
      Title: item.Title,
      Url: item.Url,
      Image: media(item.image ?? 'banner'),
    })),
    ...extra,
  }) as CmsSection;

const page = (Sections: CmsSection[]): CmsPage => ({
  id: 1,
  documentId: 'home00000000000000000000',
  createdAt: '2026-01-12T08:30:00.000Z',
  updatedAt: '2026-01-12T08:30:00.000Z',
  publishedAt: '2026-01-12T08:30:00.000Z',
  locale: 'fa',
  Page: 'Home',
  Sections,
});

const link = (Url: string | null) => [{ Title: 'بنر', Url }];

describe('home sections from the CMS Home page', () => {
  it("gives a picture the alt text editors wrote beside it (ImageAlternative), else the media's, else its title", () => {
    const section = repeater('banner', [
      { Title: 'یک', Url: '/products' },
      { Title: 'دو', Url: '/products' },
      { Title: 'سه', Url: '/products' },
    ]);
    if (section.__component !== 'shared.repeter') throw new Error('a repeater');
    const [first, second, third] = section.Items as (Record<string, unknown> & { Image: CmsMedia })[];
    first.ImageAlternative = 'بنر تخفیف پلی‌استیشن';
    second.ImageAlternative = null;
    third.ImageAlternative = null;
    third.Image = { ...third.Image, alternativeText: null };
    const [hero] = toHomeSections(page([section]));
    if (hero.kind !== 'hero') throw new Error('a hero');
    expect(hero.slides.map((slide) => slide.alt)).toEqual(['بنر تخفیف پلی‌استیشن', 'banner alt', 'سه']);
  });

  it('keeps the CMS order of its keyed sections', () => {
    const views = toHomeSections(
      page([
        repeater('category', link('/category/ps5-games')),
        repeater('banner3', link('/products')),
        repeater('banner', link('/products')),
        repeater('special-offer', link('/products'), { Subtitle: 'تا جمعه' } as Partial<CmsSection>),
        repeater('banner2', link('/products')),
      ]),
    );
    expect(views.map((view) => (view.kind === 'banners' ? view.row : view.kind))).toEqual([
      'categories',
      'banner3',
      'hero',
      'offer',
      'banner2',
    ]);
    expect(views[3]).toMatchObject({
      kind: 'offer',
      title: 'عنوان special-offer',
      subtitle: 'تا جمعه',
      item: { href: '/products' },
    });
  });

  it('makes the first banner section the hero and any later one a row of banners', () => {
    const views = toHomeSections(page([repeater('banner', link('/a')), repeater('banner', link('/b'))]));
    expect(views.map((view) => view.kind)).toEqual(['hero', 'banners']);
  });

  it('leaves out unknown keywords, other components, empty sections and items without a picture', () => {
    const noPicture = repeater('banner2', link('/products'));
    if (noPicture.__component === 'shared.repeter') (noPicture.Items[0] as { Image: CmsMedia | null }).Image = null;
    const views = toHomeSections(
      page([
        repeater('promises', link('/products')),
        repeater(null, link('/products')),
        repeater('banner', []),
        noPicture,
        { __component: 'shared.rich-text', id: 99, Keyword: 'banner', Title: 'متن', Body: '<p>متن</p>' },
        repeater('category', link('/products')),
      ]),
    );
    expect(views.map((view) => view.kind)).toEqual(['categories']);
    expect(toHomeSections(null)).toEqual([]);
  });

  it('shows a banner with an unsafe link without a link, and leaves out a category tile that leads nowhere', () => {
    const views = toHomeSections(
      page([
        repeater('banner', [
          { Title: 'خوب', Url: '/products?variants=steam' },
          { Title: 'اسکریپت', Url: 'javascript:alert(1)' },
          { Title: 'سایت دیگر', Url: 'https://evil.example/x' },
        ]),
        repeater('category', [
          { Title: 'PS5', Url: '/category/ps5-games' },
          { Title: 'بد', Url: '//evil.example' },
        ]),
      ]),
    );
    const [hero, categories] = views;
    expect(hero.kind === 'hero' && hero.slides.map((slide) => slide.href)).toEqual([
      '/products?variants=steam',
      null,
      null,
    ]);
    expect(categories.kind === 'categories' && categories.items.map((item) => item.title)).toEqual(['PS5']);
  });
});

describe('homeHref', () => {
  it.each([
    ['/products', '/products'],
    [' /category/ps5-games ', '/category/ps5-games'],
    ['/a/../products?x=1#top', '/products?x=1#top'],
  ])('lets the shop path %j through as %j', (url, expected) => {
    expect(homeHref(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'mailto:a@b.c',
    '',
    null,
    undefined,
  ])('rejects %j', (url) => {
    expect(homeHref(url)).toBeNull();
  });
});
