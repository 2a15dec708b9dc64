import sharp from 'sharp';
// Commerce host over real HTTP: the product page with its variant tree, brands and the sitemap
// (docs/contracts/commerce.md, "Product page", "Brand" and "Sitemap").
import { games } from '@/sandbox/seed/catalog';
import { galleries } from '@/sandbox/seed/gallery';
import type { ProductDetail, ProductListItem, SiteMapProduct } from '@/services/types/commerce';
import type { PagedResult } from '@/services/types/common';
import { commerceCalls, PERSIAN } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';

const sandbox = sandboxForThisFile();
const { api, product, variantOf, addItem } = commerceCalls(sandbox);

describe('Product/GetBySlug', () => {
  it('answers the product page: cover, Persian and original names, metadata, FAQs, ratings, categories, breadcrumbs', async () => {
    const detail = await product('ghost-of-tsushima-directors-cut');
    expect(detail).toMatchObject({
      slug: 'ghost-of-tsushima-directors-cut',
      name: "Ghost of Tsushima Director's Cut",
      persianName: 'شبح سوشیما: نسخه‌ی کارگردان',
      igdb: 'ghost-of-tsushima-directors-cut',
      releaseDate: '2021-08-20T00:00:00',
      genres: [
        { keyword: 'Adventure', name: 'ماجرایی' },
        { keyword: 'HackAndSlash', name: 'هک اند اسلش' },
      ],
      developer: { name: 'Sucker Punch Productions', slug: 'sucker-punch-productions' },
      publisher: { slug: 'sony-interactive-entertainment' },
      rating: [
        { id: 1, type: 'Metacritic', value: 87, total: 100 },
        { id: 2, type: 'IGN', value: 9, total: 10 },
      ],
      awards: ['برنده Best Art Direction در The Game Awards 2020', "برنده Player's Voice در The Game Awards 2020"],
    });
    expect(detail.filePath).toBe(`${sandbox.url}/commerce/files/products/ghost-of-tsushima-directors-cut.webp`);
    expect(detail.description).toContain('<p>');
    expect(detail.faqs[0]).toMatchObject({
      id: 1,
      questions: expect.stringMatching(PERSIAN),
      answer: expect.stringMatching(/^<p>.+<\/p>$/),
    });
    expect(detail.categories.map((c) => c.slug)).toEqual([
      'ps5-games',
      'ps4-games',
      'action-adventure',
      'offline-accounts',
    ]);
    expect(detail.breadcrumbs[0]).toEqual({ name: 'خانه', url: '/' });
    expect(detail.breadcrumbs.at(-1)!.url).toBe('/product/ghost-of-tsushima-directors-cut');
    expect(detail.page!.metas.description).toMatch(PERSIAN);
    expect(detail.page!.title).toContain('شبح سوشیما');
  });

  it('PEGI and ESRB carry Persian names, badge images and their content descriptors', async () => {
    const detail = await product('ghost-of-tsushima-directors-cut');
    expect(detail.pegi).toMatchObject({
      keyword: 'PEGI18',
      title: '+18',
      image: `${sandbox.url}/commerce/files/ratings/pegi18.jpg`,
    });
    expect(detail.pegi!.items).toEqual([
      expect.objectContaining({
        keyword: 'Violence',
        name: 'خشونت',
        image: `${sandbox.url}/commerce/files/descriptors/violence.jpg`,
      }),
      expect.objectContaining({ keyword: 'BadLanguage', name: 'الفاظ نامناسب' }),
    ]);
    expect(detail.esrb).toMatchObject({ keyword: 'M', image: `${sandbox.url}/commerce/files/ratings/esrb-m.svg` });
    expect(detail.esrb!.items!.map((item) => item.keyword)).toContain('BloodandGore');
    const badge = await fetch(detail.esrb!.items![0].image!);
    expect(badge.status).toBe(200);
  });

  it('variants: platform roots by slug, account-type children whose items[0] is the buyable variant; empty stock is OutOfStock', async () => {
    const detail = await product('ghost-of-tsushima-directors-cut');
    expect(detail.variants.map((root) => [root.slug, root.value])).toEqual([
      ['playstation-5', 'PlayStation 5'],
      ['playstation-4', 'PlayStation 4'],
    ]);
    const ps5 = detail.variants[0].children!;
    expect(ps5.map((child) => [child.slug, child.value])).toEqual([
      ['capacity-1', 'ظرفیت ۱'],
      ['capacity-2', 'ظرفیت ۲'],
      ['capacity-3', 'ظرفیت ۳'],
    ]);
    expect(ps5[1].items![0]).toMatchObject({
      status: 'OutOfStock',
      regularPrice: 23_000_000,
      currencyType: 'IRR',
      inventory: 'Limited',
    });
    expect(ps5[0].items![0]).toMatchObject({
      status: 'InStock',
      salePrice: 30_000_000,
      attributes: [{ value: 'ظرفیت ۱' }, { value: 'PlayStation 5' }],
    });
    expect(ps5[0].items![0].description).toMatch(PERSIAN);
    // The item id is what Cart/AddItem takes.
    const added = await addItem({}, ps5[0].items![0].id);
    expect(added.body.result!.items[0].variant!.product.slug).toBe('ghost-of-tsushima-directors-cut');
  });

  it('a pre-order variant is OnBackOrder with its price, and can be bought like any other (CONTRACTS §12.6)', async () => {
    const detail = await product('helldivers-2');
    const xbox = detail.variants.find((root) => root.slug === 'xbox-series-xs')!;
    const item = xbox.children![0].items![0];
    expect(item).toMatchObject({ status: 'OnBackOrder', salePrice: 21_000_000, currencyType: 'IRR' });
    const added = await addItem({}, item.id);
    expect(added.status).toBe(200);
    expect(added.body.result!.items[0].variant!.product.slug).toBe('helldivers-2');
  });

  it('a discounted variant shows its profit', async () => {
    const item = await variantOf('god-of-war-ragnarok', 'playstation-5', 'capacity-3');
    expect(item).toMatchObject({
      regularPrice: 21_000_000,
      salePrice: 18_500_000,
      profitPrice: 2_500_000,
      profitPercentage: 12,
    });
  });

  it('minVariant is the cheapest in stock, or the cheapest on ?Platform=, or the ?VariantId= asked for', async () => {
    expect((await product('ghost-of-tsushima-directors-cut')).minVariant!.items[0]).toMatchObject({
      salePrice: 9_500_000,
    });
    const ps5 = await product('ghost-of-tsushima-directors-cut', '&Platform=playstation-5');
    expect(ps5.minVariant!.items[0]).toMatchObject({ salePrice: 16_000_000 });
    const soldOut = await variantOf('ghost-of-tsushima-directors-cut', 'playstation-5', 'capacity-2');
    const asked = await product('ghost-of-tsushima-directors-cut', `&VariantId=${soldOut.id}`);
    expect(asked.minVariant!.items[0]).toMatchObject({ id: soldOut.id, salePrice: null, status: 'OutOfStock' });
  });

  it('embeds no similar games, as the real service does: they come from Product/GetSimilar', async () => {
    expect((await product('gran-turismo-7')).similar).toEqual([]);
  });

  it('an unknown slug is a 404 EntityNotFound envelope, in Persian under fa-IR', async () => {
    const fa = await request(`${api('Product/GetBySlug')}?Slug=no-such-game`, {
      headers: { 'Accept-Language': 'fa-IR' },
    });
    expect(fa.status).toBe(404);
    expect(fa.body).toMatchObject({ success: false, result: null, unAuthorizedRequest: false, __abp: true });
    expect(fa.body.error!.message).toBe('رکورد مورد نظر شما Product با شناسه = no-such-game یافت نشد!');
    const en = await request(`${api('Product/GetBySlug')}?Slug=no-such-game`, {
      headers: { 'Accept-Language': 'en-US' },
    });
    expect(en.body.error!.message).toBe('There is no entity Product with id = no-such-game!');
  });

  it('a missing Slug is a 400 on slug', async () => {
    const response = await request(api('Product/GetBySlug'));
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors![0].members).toEqual(['slug']);
  });
});

describe('Product/GetVariants', () => {
  it('answers the variant tree alone, the same tree GetBySlug embeds', async () => {
    const response = await request<AbpBody<ProductDetail['variants']>>(
      `${api('Product/GetVariants')}?Slug=Hogwarts-Legacy`,
    );
    expect(response.status).toBe(200);
    const tree = response.body.result!;
    expect(tree).toEqual((await product('hogwarts-legacy')).variants);
    expect(tree.map((root) => root.slug)).toContain('nintendo-switch');
    for (const root of tree) for (const child of root.children) expect(child.items).toHaveLength(1);
  });

  it('an unknown slug is a 404 EntityNotFound for Product; a missing one a 400 on slug', async () => {
    const unknown = await request(`${api('Product/GetVariants')}?Slug=no-such-game`, {
      headers: { 'Accept-Language': 'en-US' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error!.message).toBe('There is no entity Product with id = no-such-game!');
    const missing = await request(api('Product/GetVariants'));
    expect(missing.status).toBe(400);
    expect(missing.body.error!.validationErrors![0].members).toEqual(['slug']);
  });
});

describe('catalog files', () => {
  const file = async (url: string) => {
    const response = await fetch(url);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), bytes };
  };
  // The real host's formats: covers WebP, logos PNG, PEGI badges and descriptors JPEG, ESRB badges SVG.
  const formatByFolder: Record<string, string> = {
    products: 'webp',
    brands: 'png',
    companies: 'png',
    descriptors: 'jpeg',
  };

  it('serves every picture a product page points at: cover, brand and company logos, rating badges, descriptor icons', async () => {
    const detail = await product('ea-sports-fc-26');
    const addresses = [
      detail.filePath,
      ...detail.brands.map((brand) => brand.filePath),
      detail.developer.filePath,
      detail.publisher.filePath,
      detail.pegi.image,
      detail.esrb.image,
      ...[...detail.pegi.items, ...detail.esrb.items].map((descriptor) => descriptor.image),
    ];
    expect(addresses.map((address) => new URL(address).pathname.split('/')[3])).toEqual(
      expect.arrayContaining(['products', 'brands', 'companies', 'ratings', 'descriptors']),
    );
    for (const address of addresses) {
      const answer = await file(address);
      expect(answer.status, address).toBe(200);
      const path = new URL(address).pathname;
      const format = formatByFolder[path.split('/')[3]] ?? (/\/esrb-[^/]+$/.test(path) ? 'svg' : 'jpeg');
      expect((await sharp(answer.bytes).metadata()).format, address).toBe(format);
      expect(answer.type, address).toMatch(format === 'svg' ? /^image\/svg\+xml/ : `image/${format}`);
    }
  });

  it('answers a plain-text 404 for a name the catalog does not know, in every folder', async () => {
    for (const path of [
      'products/not-a-game.webp',
      'brands/nobody.png',
      'companies/nobody.png',
      'categories/nothing.webp',
      'ratings/pegi99.jpg',
      'descriptors/nothing.jpg',
      'products/elden-ring.png',
    ]) {
      const answer = await file(`${sandbox.url}/commerce/files/${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.type, path).toMatch(/^text\/plain/);
      expect(answer.bytes.toString()).toBe('Not Found');
    }
  });
});

describe('Category/GetBySlug', () => {
  it('answers the category with its picture and Persian description', async () => {
    const response = await request<AbpBody<Record<string, unknown>>>(`${api('Category/GetBySlug')}?Slug=sport-games`);
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      id: expect.any(Number),
      name: 'بازی‌های ورزشی',
      slug: 'sport-games',
      filePath: `${sandbox.url}/commerce/files/categories/sport-games.webp`,
      fileAltAttribute: expect.stringMatching(PERSIAN),
      description: expect.stringMatching(PERSIAN),
    });
    const picture = await fetch(String(response.body.result!.filePath));
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('an unknown category is a 404 EntityNotFound', async () => {
    const response = await request(`${api('Category/GetBySlug')}?Slug=no-such-category`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, __abp: true });
  });
});

describe('Brand/GetBySlug', () => {
  it('answers the brand with its logo URL and its Persian description (CONTRACTS §12.7)', async () => {
    const response = await request(`${api('Brand/GetBySlug')}?slug=ea-sports`);
    expect(response.body.result).toEqual({
      id: expect.any(Number),
      name: 'EA Sports',
      slug: 'ea-sports',
      isDefault: false,
      fileUniqKey: null,
      filePath: `${sandbox.url}/commerce/files/brands/ea-sports.png`,
      fileTitleAttribute: 'EA Sports',
      fileAltAttribute: expect.stringMatching(PERSIAN),
      description: expect.stringMatching(PERSIAN),
    });
  });

  it('an unknown brand is a 404', async () => {
    expect((await request(`${api('Brand/GetBySlug')}?Slug=nobody`)).status).toBe(404);
  });
});

describe('Product/GetAllForSiteMap', () => {
  it('pages products with their image galleries', async () => {
    const response = await request<AbpBody<PagedResult<SiteMapProduct>>>(
      `${api('Product/GetAllForSiteMap')}?MediaType=Image&SkipCount=0&MaxResultCount=100`,
    );
    const result = response.body.result!;
    expect(result.totalCount).toBe(games.length);
    expect(result.items).toHaveLength(games.length);
    const [first] = result.items;
    expect(first.galleries[0]).toMatchObject({
      mediaType: 'Image',
      filePath: `${sandbox.url}/commerce/files/products/${first.slug}.webp`,
      duration: null,
    });
    expect(first.galleries[0].creationTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect((await fetch(first.galleries[0].filePath)).status).toBe(200);
    const second = await request<AbpBody<PagedResult<SiteMapProduct>>>(
      `${api('Product/GetAllForSiteMap')}?SkipCount=40&MaxResultCount=100`,
    );
    expect(second.body.result!.items).toHaveLength(games.length - 40);
  });

  it('MediaType=Video pages the games with a trailer, each with the trailers of its gallery; another MediaType is a 400', async () => {
    const video = await request<AbpBody<PagedResult<SiteMapProduct>>>(
      `${api('Product/GetAllForSiteMap')}?MediaType=video&MaxResultCount=100`,
    );
    const result = video.body.result!;
    const trailers = galleries.filter((gallery) => gallery.video);
    expect(result.totalCount).toBe(trailers.length);
    expect(result.items.map((item) => item.slug).sort()).toEqual(trailers.map((gallery) => gallery.slug).sort());
    const ghost = result.items.find((item) => item.slug === 'ghost-of-tsushima-directors-cut')!;
    expect(ghost.galleries).toHaveLength(1);
    const [trailer] = ghost.galleries;
    expect(trailer).toMatchObject({
      mediaType: 'Video',
      duration: 6,
      fileTitleAttribute: expect.stringMatching(PERSIAN),
    });
    expect(trailer.filePath).toMatch(/\.mp4$/);
    expect(trailer.creationTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    // The same item as the game's gallery answers.
    const gallery = await request<AbpBody<{ id: number; mediaType: string; filePath: string; thumbnail: string }[]>>(
      `${api('Product/GetGallries')}?Slug=ghost-of-tsushima-directors-cut`,
    );
    expect(gallery.body.result!.find((item) => item.mediaType === 'Video')).toMatchObject({
      id: trailer.id,
      filePath: trailer.filePath,
      thumbnail: trailer.thumbnail,
    });
    const paged = await request<AbpBody<PagedResult<SiteMapProduct>>>(
      `${api('Product/GetAllForSiteMap')}?MediaType=Video&SkipCount=10&MaxResultCount=100`,
    );
    expect(paged.body.result!.items).toHaveLength(trailers.length - 10);
    expect((await request(`${api('Product/GetAllForSiteMap')}?MediaType=Audio`)).status).toBe(400);
  });
});

describe('Product/GetSimilar', () => {
  const bySlug = new Map(games.map((game) => [game.slug, game]));
  const similar = async (query: string) => {
    const response = await request<AbpBody<ProductListItem[]>>(`${api('Product/GetSimilar')}?${query}`);
    expect(response.status).toBe(200);
    return response.body.result!;
  };
  const related = (a: string, b: string) => {
    const [one, other] = [bySlug.get(a)!, bySlug.get(b)!];
    return one.genres.some((genre) => other.genres.includes(genre)) || one.publisher.slug === other.publisher.slug;
  };
  const platformsOf = (slug: string) => new Set(bySlug.get(slug)!.variants.map((variant) => variant.platform));

  it('answers cards of games sharing a genre or the publisher, never the game itself, the closest first', async () => {
    const cards = await similar('Slug=gran-turismo-7');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(8);
    const own = bySlug.get('gran-turismo-7')!;
    for (const card of cards) {
      expect(card.slug).not.toBe('gran-turismo-7');
      expect(related('gran-turismo-7', card.slug)).toBe(true);
      expect(card).toMatchObject({
        id: expect.any(Number),
        persianName: expect.stringMatching(PERSIAN),
        filePath: expect.stringContaining('/files/products/'),
      });
    }
    const score = (slug: string) => {
      const other = bySlug.get(slug)!;
      return (
        other.genres.filter((genre) => own.genres.includes(genre)).length * 2 +
        (other.publisher.slug === own.publisher.slug ? 1 : 0)
      );
    };
    const scores = cards.map((card) => score(card.slug));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("keeps to the platform asked for, by Platform or by a variant of the game, with that platform's price", async () => {
    for (const card of await similar('Slug=hogwarts-legacy&Platform=nintendo-switch')) {
      expect(platformsOf(card.slug).has('nintendo-switch')).toBe(true);
    }
    const switchVariant = await variantOf('hogwarts-legacy', 'nintendo-switch', 'capacity-1');
    const byVariant = await similar(`Slug=hogwarts-legacy&VariantId=${switchVariant.id}`);
    expect(byVariant.map((card) => card.slug)).toEqual(
      (await similar('Slug=hogwarts-legacy&Platform=nintendo-switch')).map((card) => card.slug),
    );
    for (const card of byVariant) {
      const onSwitch = await product(card.slug, '&Platform=nintendo-switch');
      expect(card.minVariant?.items[0]?.salePrice).toBe(onSwitch.minVariant?.items[0]?.salePrice);
    }
    const anyPlatform = await similar('Slug=hogwarts-legacy');
    expect(anyPlatform.some((card) => !platformsOf(card.slug).has('nintendo-switch'))).toBe(true);
  });

  it('answers an empty list for a platform nothing is sold on, and a 404 for an unknown game', async () => {
    expect(await similar('Slug=ea-sports-fc-26&Platform=atari-2600')).toEqual([]);
    const unknown = await request(`${api('Product/GetSimilar')}?Slug=no-such-game`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, __abp: true });
  });
});

describe('Variant/Get', () => {
  it('answers one variant with today’s prices and its game by name and slug only, as the real service does', async () => {
    const switchCopy = await variantOf('hogwarts-legacy', 'nintendo-switch', 'capacity-1');
    const response = await request<AbpBody<Record<string, unknown>>>(`${api('Variant/Get')}?Id=${switchCopy.id}`);
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      id: switchCopy.id,
      currencyType: 'IRR',
      status: switchCopy.status,
      regularPrice: switchCopy.regularPrice,
    });
    expect(response.body.result!.product).toEqual({ name: 'Hogwarts Legacy', slug: 'hogwarts-legacy' });
    expect(response.body.result).not.toHaveProperty('attributes');
  });

  it('a variant nobody sells is a 404 EntityNotFound; an id that is no number is a validation error', async () => {
    const unknown = await request(`${api('Variant/Get')}?Id=99999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, __abp: true });
    const malformed = await request(`${api('Variant/Get')}?Id=abc`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error!.validationErrors).not.toBeNull();
  });
});
