import { http } from 'msw';
import { getPostBySlug, getPosts } from '@/services/blog';
import { cmsMediaUrl, getPage, sendContactMessage } from '@/services/cms';
import { removeItem } from '@/services/commerce';
import { getDepositGateways, getTransactions, paymentPageUrl } from '@/services/payment';
import { BLOG, CMS, COMMERCE, PAYMENT, abpOk, recordRequests, server, startMswServer } from './msw';

startMswServer();

const gateway = (id: number, isEnabled: boolean) => ({
  id,
  name: `G${id}`,
  displayName: `درگاه ${id}`,
  isEnabled,
  image: null,
  form: { elements: [] },
});

describe('payment calls', () => {
  it('asks for IRR gateways and flattens the groups into the enabled gateways', async () => {
    const seen = recordRequests();
    server.use(
      http.get(`${PAYMENT}/api/services/app/UserDepositBankGateway/GetAll`, ({ request }) => {
        seen.record(request);
        return abpOk([
          { keyword: 'Saman', category: 'Group', name: 'Saman', title: 'سامان', description: null, image: null, gateways: [gateway(3, true), gateway(4, false)] },
          { keyword: 'Mellat', category: 'Group', name: 'Mellat', title: 'ملت', description: null, image: null, gateways: [gateway(5, true)] },
        ]);
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

  it('finds a post by slug in the array WordPress returns, or null', async () => {
    server.use(http.get(`${BLOG}/wp-json/wp/v2/posts`, () => Response.json([])));
    expect(await getPostBySlug('missing')).toBeNull();
  });
});
