import { http } from 'msw';
import { getPosts } from '@/services/blog';
import { getContacts } from '@/services/cms';
import { addItem, getCurrentCart, searchWithFacets } from '@/services/commerce';
import {
  baseUrlOf,
  createClient,
  headersFor,
  REQUEST_TIMEOUT_MS,
  requestTimeoutMs,
  SERVER_REQUEST_TIMEOUT_MS,
} from '@/services/http';
import { getCurrentUserProfile, sendOtp } from '@/services/identity';
import { getBalance } from '@/services/payment';
import { clearToken, setToken } from '@/services/session';
import {
  BLOG,
  CMS,
  COMMERCE,
  IDENTITY,
  PAYMENT,
  abpOk,
  demoProfile,
  recordRequests,
  server,
  startMswServer,
} from './msw';

startMswServer();

const emptyCart = {
  id: 1,
  deviceId: 'device-1',
  totalQuantity: 0,
  totalItemsPrice: 0,
  payableAmount: 0,
  profitAmount: 0,
  items: [],
};

describe('base URLs', () => {
  it('default to the local sandbox, one path prefix per host', () => {
    expect(baseUrlOf('identity')).toBe('http://localhost:4010/identity');
    expect(baseUrlOf('payment')).toBe('http://localhost:4010/payment');
    expect(baseUrlOf('commerce')).toBe('http://localhost:4010/commerce');
    expect(baseUrlOf('discount')).toBe('http://localhost:4010/discount');
    expect(baseUrlOf('cms')).toBe('http://localhost:4010/cms');
    expect(baseUrlOf('blog')).toBe('http://localhost:4010/blog');
  });
});

describe('discount headers', () => {
  it('an ABP host: apikey, tenantid and Accept-Language, and the Bearer when asked for (CONTRACTS §12.3)', () => {
    setToken('token-1');
    expect(headersFor('discount', { auth: true })).toEqual({
      'Accept-Language': 'fa-IR',
      apikey: 'gamino-public-key',
      tenantid: '1',
      Authorization: 'Bearer token-1',
    });
    clearToken();
  });
});

describe('time limits', () => {
  it('a server render gives a service 4 s; the browser keeps 15 s for a slow phone network', () => {
    expect(requestTimeoutMs(true)).toBe(4_000);
    expect(SERVER_REQUEST_TIMEOUT_MS).toBe(4_000);
    expect(requestTimeoutMs(false)).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    // These tests run with a window, as the browser does.
    expect(createClient('commerce').defaults.timeout).toBe(15_000);
  });
});

describe('identity headers', () => {
  it('sends apikey, tenantid and Accept-Language fa-IR, and no Bearer without a token', async () => {
    const seen = recordRequests();
    server.use(
      http.post(`${IDENTITY}/api/services/app/OTP/SendOTP`, ({ request }) => {
        seen.record(request);
        return abpOk(null);
      }),
    );
    await sendOtp('09123456789');
    expect(seen.last.headers.get('apikey')).toBe('gamino-public-key');
    expect(seen.last.headers.get('tenantid')).toBe('1');
    expect(seen.last.headers.get('accept-language')).toBe('fa-IR');
    expect(seen.last.headers.get('authorization')).toBeNull();
    expect(seen.last.headers.get('currency')).toBeNull();
    expect(await seen.last.json()).toEqual({ emailOrPhoneNumber: '09123456789' });
  });

  it('sends Bearer <token> on authorised calls when a token is stored', async () => {
    setToken('token-abc');
    const seen = recordRequests();
    server.use(
      http.get(`${IDENTITY}/api/services/app/Profile/GetCurrentUserProfileForEdit`, ({ request }) => {
        seen.record(request);
        return abpOk(demoProfile);
      }),
    );
    await getCurrentUserProfile();
    expect(seen.last.headers.get('authorization')).toBe('Bearer token-abc');
  });

  it('sends no Authorization header on an authorised call when no token exists', async () => {
    const seen = recordRequests();
    server.use(
      http.get(`${IDENTITY}/api/services/app/Profile/GetCurrentUserProfileForEdit`, ({ request }) => {
        seen.record(request);
        return abpOk(demoProfile);
      }),
    );
    await getCurrentUserProfile();
    expect(seen.last.headers.get('authorization')).toBeNull();
  });
});

describe('payment headers', () => {
  it('sends Currency: IRR, apikey, tenantid, Accept-Language and the Bearer token', async () => {
    setToken('token-abc');
    const seen = recordRequests();
    server.use(
      http.get(`${PAYMENT}/api/services/app/Deposit/GetBalance`, ({ request }) => {
        seen.record(request);
        return abpOk({ amount: 1_250_000, currencyType: 'IRR' });
      }),
    );
    await getBalance();
    expect(seen.last.headers.get('currency')).toBe('IRR');
    expect(seen.last.headers.get('apikey')).toBe('gamino-public-key');
    expect(seen.last.headers.get('tenantid')).toBe('1');
    expect(seen.last.headers.get('accept-language')).toBe('fa-IR');
    expect(seen.last.headers.get('authorization')).toBe('Bearer token-abc');
  });
});

describe('commerce headers', () => {
  it('sends X-Device-Id when a device id is given, with Currency, apikey, tenantid and Accept-Language', async () => {
    const seen = recordRequests();
    server.use(
      http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, ({ request }) => {
        seen.record(request);
        return abpOk(emptyCart);
      }),
    );
    await getCurrentCart('device-1');
    expect(seen.last.headers.get('x-device-id')).toBe('device-1');
    expect(seen.last.headers.get('currency')).toBe('IRR');
    expect(seen.last.headers.get('apikey')).toBe('gamino-public-key');
    expect(seen.last.headers.get('tenantid')).toBe('1');
    expect(seen.last.headers.get('accept-language')).toBe('fa-IR');
  });

  it('sends no X-Device-Id before the server has issued one', async () => {
    const seen = recordRequests();
    server.use(
      http.post(`${COMMERCE}/api/services/app/Cart/AddItem`, ({ request }) => {
        seen.record(request);
        return abpOk(emptyCart);
      }),
    );
    await addItem({ variantId: 2918, quantity: 1 }, null);
    expect(seen.last.headers.get('x-device-id')).toBeNull();
    expect(await seen.last.json()).toEqual({ variantId: 2918, quantity: 1 });
  });

  it('always sends the Bearer token when one exists, and none when it does not', async () => {
    const seen = recordRequests();
    server.use(
      http.post(`${COMMERCE}/api/services/app/Product/SearchWithFacets`, ({ request }) => {
        seen.record(request);
        return abpOk({ facets: [], pagedResult: { totalCount: 0, items: [] } });
      }),
    );
    await searchWithFacets({ skipCount: 0, maxResultCount: 10 });
    expect(seen.last.headers.get('authorization')).toBeNull();

    setToken('token-abc');
    await searchWithFacets({ skipCount: 0, maxResultCount: 10 });
    expect(seen.last.headers.get('authorization')).toBe('Bearer token-abc');
  });
});

describe('blog headers', () => {
  it('sends none of the custom headers, even with a stored token', async () => {
    setToken('token-abc');
    const seen = recordRequests();
    server.use(
      http.get(`${BLOG}/wp-json/wp/v2/posts`, ({ request }) => {
        seen.record(request);
        return Response.json([], { headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } });
      }),
    );
    await getPosts();
    for (const name of ['apikey', 'tenantid', 'accept-language', 'authorization', 'currency', 'x-device-id']) {
      expect(seen.last.headers.get(name), name).toBeNull();
    }
  });
});

describe('CMS headers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('never sends the CMS token from the browser, nor the ABP headers', async () => {
    vi.stubEnv('CMS_API_TOKEN', 'secret-cms-token');
    setToken('token-abc');
    const seen = recordRequests();
    server.use(
      http.get(`${CMS}/api/contacts`, ({ request }) => {
        seen.record(request);
        return Response.json({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
      }),
    );
    await getContacts();
    expect(seen.last.headers.get('authorization')).toBeNull();
    expect(seen.last.headers.get('apikey')).toBeNull();
    expect(seen.last.headers.get('tenantid')).toBeNull();
  });

  it("sends 'Authorization: bearer <CMS_API_TOKEN>' on the server", () => {
    vi.stubEnv('CMS_API_TOKEN', 'secret-cms-token');
    vi.stubGlobal('window', undefined);
    expect(headersFor('cms').Authorization).toBe('bearer secret-cms-token');
  });
});
