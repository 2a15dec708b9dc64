// Query and body keys that name an object's prototype (docs/contracts/cms.md, "Query syntax"; README.md, "Binding"):
// the CMS answers them 400, ABP binding ignores them as unknown members, and neither touches Object.prototype,
// so requests with a body keep working on every host afterwards.
import { parseQuery } from '@/sandbox/cms/query';
import { request, sandboxForThisFile } from './helpers';

const sandbox = sandboxForThisFile();

type StrapiError = { data: null; error: { status: number; name: string; message: string } };

function expectPrototypeClean() {
  const probe: Record<string, unknown> = {};
  for (const key of ['x', 'polluted', 'isAdmin', 'json']) expect(probe[key], key).toBeUndefined();
}

describe('prototype keys in a query or a body', () => {
  it.each([
    ['__proto__[x]=y', '__proto__'],
    ['constructor[prototype][x]=y', 'constructor'],
    ['filters[__proto__][polluted]=1', '__proto__'],
    ['filters[Page][constructor][prototype][polluted]=1', 'constructor'],
    ['populate[Seo][prototype]=x', 'prototype'],
    ['pagination[__proto__]=1', '__proto__'],
  ])('CMS ?%s is a 400 ValidationError', async (query, key) => {
    const response = await request<StrapiError>(`${sandbox.url}/cms/api/pages?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      data: null,
      error: { status: 400, name: 'ValidationError', message: `Invalid key ${key}`, details: { key, source: 'query' } },
    });
    expectPrototypeClean();
  });

  it('the CMS parser builds trees without a prototype', () => {
    const tree = parseQuery(new URLSearchParams('filters[Page][$eq]=Home&populate[0]=Seo'));
    expect(Object.getPrototypeOf(tree)).toBeNull();
    expect(Object.getPrototypeOf(tree.filters)).toBeNull();
    expect(JSON.parse(JSON.stringify(tree))).toEqual({ filters: { Page: { $eq: 'Home' } }, populate: { 0: 'Seo' } });
  });

  it('ABP query binding ignores __proto__, constructor and prototype as unknown members', async () => {
    const response = await request(
      `${sandbox.url}/commerce/api/services/app/Brand/GetBySlug?Slug=capcom&__proto__[]=x&__proto__[isAdmin]=1&constructor[prototype][polluted]=1&prototype=1`,
    );
    expect(response.status).toBe(200);
    expectPrototypeClean();
  });

  it('ABP body binding ignores them too: a __proto__ member cannot supply the members the call needs', async () => {
    const response = await request(`${sandbox.url}/identity/api/services/app/OTP/SendOTP`, {
      body: '{"__proto__":{"emailOrPhoneNumber":"09123456789"},"constructor":{"prototype":{"polluted":1}}}',
    });
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors).toEqual([
      { message: 'The EmailOrPhoneNumber field is required.', members: ['emailOrPhoneNumber'] },
    ]);
    expectPrototypeClean();
  });

  it('after all of that, requests with a body still work on every host', async () => {
    const contact = await request(`${sandbox.url}/cms/api/contacts`, {
      body: { data: { Name: 'سارا', Contact: '09123456789', Message: 'سلام، سفارشم کی می‌رسد؟' } },
    });
    expect(contact.status).toBe(201);
    const sent = await request(`${sandbox.url}/identity/api/services/app/OTP/SendOTP`, {
      body: { emailOrPhoneNumber: '09360009001' },
    });
    expect(sent.status).toBe(200);
    const search = await request(`${sandbox.url}/commerce/api/services/app/Product/SearchWithFacets`, {
      body: { maxResultCount: 1 },
    });
    expect(search.status).toBe(200);
  });
});
