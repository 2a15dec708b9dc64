import { http } from 'msw';
import { getPostBySlug, getPosts, searchPosts } from '@/services/blog';
import { cmsMediaUrl, getPage, sendContactMessage } from '@/services/cms';
import { getCategoryBySlug, getDeliveredAccount, getSimilar, getVariant, removeItem } from '@/services/commerce';
import { getDepositGateways, getTransactions, paymentPageUrl } from '@/services/payment';
import type { BankGateway, BankGatewayGroup } from '@/services/types/payment';
import { BLOG, CMS, COMMERCE, PAYMENT, abpError, abpOk, recordRequests, server, startMswServer } from './msw';

startMswServer();

const logo = (keyword: string) => ({
  path: `${PAYMENT}/files/gateways/${keyword}.svg`,
  titleAttribute: null,
  altAttribute: null,
});

const gateway = (id: number, isEnabled: boolean): BankGateway => ({
  id,
  name: `G${id}`,
  displayName: `درگاه ${id}`,
  isEnabled,
  image: logo('saman'),
  form: { elements: [] },
});

describe('payment calls', () => {
  it('asks for IRR gateways and flattens the groups into the enabled gateways', async () => {
    const seen = recordRequests();
    server.use(
      http.get(`${PAYMENT}/api/services/app/UserDepositBankGateway/GetAll`, ({ request }) => {
        seen.record(request);
        return abpOk([
          {
            keyword: 'Saman',
            category: 'Group',
            name: 'Saman',
            title: 'سامان',
            description: null,
            image: logo('saman'),
            gateways: [gateway(3, true), gateway(4, false)],
          },
          {
            keyword: 'Mellat',
            category: 'Group',
            name: 'Mellat',
            title: 'ملت',
            description: null,
            image: logo('mellat'),
            gateways: [gateway(5, true)],
          },
        ] satisfies BankGatewayGroup[]);
      }),
    );
    const outcome = await getDepositGateways();
    expect(new URL(seen.last.url).searchParams.get('CurrencyType')).toBe('IRR');
    expect(outcome.ok && outcome.data.gateways.map((g) => g.id)).toEqual([3, 5]);
    expect(outcome.ok && outcome.data.groups).toHaveLength(2);
  });

  it('pages transactions with the contract query names, types repeated', async () => {
    const seen = recordRequests();
    server.use(
      http.get(`${PAYMENT}/api/services/app/TransactionDeposit/GetAll`, ({ request }) => {
        seen.record(request);
        return abpOk({ totalCount: 0, items: [] });
      }),
    );
    await getTransactions({
      skipCount: 10,
      maxResultCount: 10,
      creationTimeFrom: '2025-01-01',
      creationTimeTo: '2025-02-01',
      types: ['IncreaseDeposit', 'DecreaseDeposit'],
    });
    const query = new URL(seen.last.url).searchParams;
    expect(query.get('CurrencyType')).toBe('IRR');
    expect(query.get('SkipCount')).toBe('10');
    expect(query.get('MaxResultCount')).toBe('10');
    expect(query.get('CreationTimeFrom')).toBe('2025-01-01');
    expect(query.get('CreationTimeTo')).toBe('2025-02-01');
    expect(query.getAll('Type')).toEqual(['IncreaseDeposit', 'DecreaseDeposit']);
  });

  it('builds the bank page address from the token id', () => {
    expect(paymentPageUrl('abc-123')).toBe(
      'http://localhost:4010/payment/fa/User/Payment/PaymentRequest?tokenId=abc-123',
    );
  });
});

describe('commerce calls', () => {
  it('removes a cart line by its item id in the query string', async () => {
    const seen = recordRequests();
    server.use(
      http.delete(`${COMMERCE}/api/services/app/Cart/RemoveItem`, ({ request }) => {
        seen.record(request);
        return abpOk(null);
      }),
    );
    await removeItem(90210, 'device-1');
    expect(new URL(seen.last.url).searchParams.get('Id')).toBe('90210');
  });

  it("reads a paid item's ready-made account at OrderItem/GetDeliveredAccount?Id= (CONTRACTS §10 correction)", async () => {
    const seen = recordRequests();
    const account = {
      username: 'gamino_pc_1234',
      password: 'Secret#12345678',
      email: 'gamino.pc.1234@gmail.com',
      notes: 'یادداشت',
    };
    server.use(
      http.get(`${COMMERCE}/api/services/app/OrderItem/GetDeliveredAccount`, ({ request }) => {
        seen.record(request);
        return abpOk(account);
      }),
    );
    expect(await getDeliveredAccount(40)).toEqual(account);
    expect(Object.fromEntries(new URL(seen.last.url).searchParams)).toEqual({ Id: '40' });
  });

  it('asks for similar games by slug, and by variant when one is given', async () => {
    const seen = recordRequests();
    server.use(
      http.get(`${COMMERCE}/api/services/app/Product/GetSimilar`, ({ request }) => {
        seen.record(request);
        return abpOk([{ id: 3, slug: 'gta-v' }]);
      }),
    );
    expect(await getSimilar('elden-ring')).toEqual([{ id: 3, slug: 'gta-v' }]);
    expect(Object.fromEntries(new URL(seen.last.url).searchParams)).toEqual({ Slug: 'elden-ring' });
    await getSimilar('elden-ring', { variantId: 31 });
    expect(Object.fromEntries(new URL(seen.last.url).searchParams)).toEqual({ Slug: 'elden-ring', VariantId: '31' });
  });

  it("reads a variant's product by the variant's id, or null when nobody sells it", async () => {
    server.use(
      http.get(`${COMMERCE}/api/services/app/Variant/Get`, ({ request }) =>
        new URL(request.url).searchParams.get('Id') === '31'
          ? abpOk({ id: 31, product: { id: 7, slug: 'hogwarts-legacy' } })
          : abpError(404, { message: 'There is no entity Variant with id = 32!' }),
      ),
    );
    expect((await getVariant(31))?.product.slug).toBe('hogwarts-legacy');
    expect(await getVariant(32)).toBeNull();
  });

  it("reads a category's heading by its slug (Category/GetBySlug), or null for an unknown one", async () => {
    server.use(
      http.get(`${COMMERCE}/api/services/app/Category/GetBySlug`, ({ request }) =>
        new URL(request.url).searchParams.get('Slug') === 'sport-games'
          ? abpOk({
              id: 7,
              name: 'بازی‌های ورزشی',
              slug: 'sport-games',
              filePath: null,
              fileAltAttribute: null,
              description: 'فوتبال',
            })
          : abpError(404, { message: 'There is no entity Category with id = nope!' }),
      ),
    );
    expect(await getCategoryBySlug('sport-games')).toMatchObject({ name: 'بازی‌های ورزشی', description: 'فوتبال' });
    expect(await getCategoryBySlug('nope')).toBeNull();
  });
});

describe('CMS calls', () => {
  it('asks for a page by name in Persian with its sections and SEO', async () => {
    const seen = recordRequests();
    const page = { id: 3, documentId: 'doc', Page: 'Terms', Sections: [], Seo: null };
    server.use(
      http.get(`${CMS}/api/pages`, ({ request }) => {
        seen.record(request);
        return Response.json({ data: [page], meta: {} });
      }),
    );
    expect(await getPage('Terms')).toEqual(page);
    const query = new URL(seen.last.url).searchParams;
    expect(query.get('filters[Page][$eq]')).toBe('Terms');
    expect(query.get('locale')).toBe('fa');
    expect(query.get('populate[Sections][populate]')).toBe('*');
  });

  it('resolves to null when the page does not exist', async () => {
    server.use(http.get(`${CMS}/api/pages`, () => Response.json({ data: [], meta: {} })));
    expect(await getPage('faq')).toBeNull();
  });

  it('posts a contact message as { data: { Name, Contact, Message } }', async () => {
    const seen = recordRequests();
    server.use(
      http.post(`${CMS}/api/contacts`, ({ request }) => {
        seen.record(request);
        return Response.json({ data: { id: 1 }, meta: {} }, { status: 201 });
      }),
    );
    const outcome = await sendContactMessage({ name: 'علی', contact: '09123456789', message: 'سلام' });
    expect(outcome).toEqual({ ok: true, data: null });
    expect(await seen.last.json()).toEqual({ data: { Name: 'علی', Contact: '09123456789', Message: 'سلام' } });
  });

  it('a CMS that takes no contact messages (Contact_Create is proposed by us) fails the form with a Persian message', async () => {
    server.use(
      http.post(`${CMS}/api/contacts`, () =>
        Response.json(
          { data: null, error: { status: 405, name: 'MethodNotAllowedError', message: 'Method Not Allowed' } },
          { status: 405 },
        ),
      ),
    );
    const outcome = await sendContactMessage({ name: 'علی', contact: '09123456789', message: 'سلام دوباره' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('prefixes relative media URLs with the CMS origin', () => {
    expect(cmsMediaUrl('/uploads/banner.svg')).toBe('http://localhost:4010/cms/uploads/banner.svg');
    expect(cmsMediaUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(cmsMediaUrl(null)).toBeNull();
  });
});

describe('blog calls', () => {
  it('reads totals from X-WP-Total and X-WP-TotalPages', async () => {
    const seen = recordRequests();
    server.use(
      http.get(`${BLOG}/wp-json/wp/v2/posts`, ({ request }) => {
        seen.record(request);
        return Response.json([{ id: 470, slug: 'best-ps5-games' }], {
          headers: { 'X-WP-Total': '23', 'X-WP-TotalPages': '3' },
        });
      }),
    );
    const page = await getPosts({ page: 2, perPage: 10, search: 'ps5', categories: [5, 6], tags: [12] });
    expect(page.total).toBe(23);
    expect(page.totalPages).toBe(3);
    expect(page.posts).toHaveLength(1);
    const query = new URL(seen.last.url).searchParams;
    expect(query.get('page')).toBe('2');
    expect(query.get('per_page')).toBe('10');
    expect(query.get('search')).toBe('ps5');
    expect(query.get('categories')).toBe('5,6');
    expect(query.get('tags')).toBe('12');
    expect(query.has('_embed')).toBe(true);
  });

  it('searches posts for a phrase with only the fields a result shows, and a signal cancels it', async () => {
    server.use(
      http.get(`${BLOG}/wp-json/wp/v2/posts`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        return Response.json([
          { id: 1, slug: 'a', title: { rendered: `${query.get('search')}|${query.get('_fields')}` } },
        ]);
      }),
    );
    expect(await searchPosts('فیفا')).toEqual([{ id: 1, slug: 'a', title: { rendered: 'فیفا|id,slug,title' } }]);
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(searchPosts('فیفا', { signal: cancelled.signal })).rejects.toThrow();
  });

  it('finds a post by slug in the array WordPress returns, or null', async () => {
    server.use(http.get(`${BLOG}/wp-json/wp/v2/posts`, () => Response.json([])));
    expect(await getPostBySlug('missing')).toBeNull();
  });
});
