// The sandbox platform over real HTTP: the ABP envelope and error shapes, CORS, slash collapsing and trailing slashes,
// bad input that must not crash it, and the /__sandbox development endpoints.
import { blogMigrations, createBlogApp, seedBlog } from '@/sandbox/blog';
import { createIdentityApp, identityMigrations, seedIdentity } from '@/sandbox/identity';
import { routingPath, type SandboxModules } from '@/sandbox/platform';
import { DEMO_USER } from '@/sandbox/seed/demo';
import {
  checkContractAfterEachTest,
  request,
  startSandbox,
  UNAUTHORIZED_ENVELOPE,
  type StartedSandbox,
} from './helpers';

// An ABP host and a host of another family side by side prove mounting, prefixes and reseeding for any service.
const modules: SandboxModules = {
  services: [
    { name: 'identity', migrations: identityMigrations, seed: seedIdentity, createApp: createIdentityApp },
    { name: 'blog', migrations: blogMigrations, seed: seedBlog, createApp: createBlogApp },
  ],
};
const POST_SLUG = 'ps5-account-capacities-explained';

let sandbox: StartedSandbox;
checkContractAfterEachTest();
const sendOtpUrl = () => `${sandbox.url}/identity/api/services/app/OTP/SendOTP`;
const profileUrl = () => `${sandbox.url}/identity/api/services/app/Profile/GetCurrentUserProfileForEdit`;
const postUrl = (path = '/blog/wp-json/wp/v2/posts') => `${sandbox.url}${path}?slug=${POST_SLUG}`;
const postTitle = async (path?: string) => {
  const response = await fetch(postUrl(path));
  expect(response.status).toBe(200);
  return ((await response.json()) as { title: { rendered: string } }[])[0].title.rendered;
};

beforeAll(async () => {
  sandbox = await startSandbox({ modules });
});
afterAll(async () => {
  await sandbox.close();
});

describe('the ABP envelope', () => {
  it('a success is { result, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true }', async () => {
    const response = await request(sendOtpUrl(), { body: { emailOrPhoneNumber: '09360000001' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(Object.keys(response.body as object).sort()).toEqual(
      ['__abp', 'error', 'result', 'success', 'targetUrl', 'unAuthorizedRequest'].sort(),
    );
    expect(response.body).toMatchObject({
      targetUrl: null,
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    });
  });

  it('validation failures are 400 with validationErrors whose members are camelCased', async () => {
    const response = await request(sendOtpUrl(), { body: { EmailOrPhoneNumber: 42 } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, result: null, unAuthorizedRequest: false, __abp: true });
    expect(response.body.error).toMatchObject({
      code: 0,
      message: 'درخواست شما معتبر نمی باشد!',
      validationErrors: [{ members: ['emailOrPhoneNumber'] }],
    });
    expect(response.body.error!.details).toMatch(/^The following errors were detected during validation\.\n - /);
  });

  it('not logged in is 401 with unAuthorizedRequest true and a null details', async () => {
    const response = await request(profileUrl());
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED_ENVELOPE);
  });

  it('a user-friendly error is 500 with the message verbatim', async () => {
    const response = await request(`${sandbox.url}/identity/api/services/app/OTP/Login`, {
      body: { emailOrPhoneNumber: '09360000099', code: '123456' },
    });
    expect(response.status).toBe(500);
    expect(response.body.error).toEqual({ code: 0, message: 'UserNotFound', details: null, validationErrors: null });
    expect(response.body.unAuthorizedRequest).toBe(false);
  });

  it('an unknown route under an ABP host is a 404 envelope', async () => {
    const response = await request(`${sandbox.url}/identity/api/services/app/Nope/Nothing`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, __abp: true });
  });

  it.each([
    ['en-US', 'Current user did not login to the application!', 'Your request is not valid!'],
    ['fa-IR', 'ورود کابر جاری منقضی شده است', 'درخواست شما معتبر نمی باشد!'],
    ['', 'ورود کابر جاری منقضی شده است', 'درخواست شما معتبر نمی باشد!'],
  ])('Accept-Language "%s" picks the framework messages', async (language, unauthorized, invalid) => {
    const headers = language ? { 'Accept-Language': language } : undefined;
    expect((await request(profileUrl(), { headers })).body.error!.message).toBe(unauthorized);
    expect((await request(sendOtpUrl(), { headers, body: {} })).body.error!.message).toBe(invalid);
  });

  it('body keys bind case-insensitively', async () => {
    const response = await request(sendOtpUrl(), { body: { EMAILORPHONENUMBER: '09360000002' } });
    expect(response.status).toBe(200);
  });
});

describe('bad input is a contract error, never a crash', () => {
  it('malformed JSON is a 400 validation error', async () => {
    const response = await request(sendOtpUrl(), { body: '{"emailOrPhoneNumber": "0912' });
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors).toEqual([
      { message: 'The input was not valid JSON.', members: ['input'] },
    ]);
  });

  it.each([['[]'], ['"text"'], ['null'], ['42']])('a JSON body that is not an object (%s) is a 400', async (body) => {
    const response = await request(sendOtpUrl(), { body });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });

  it('a wrong type is a 400 naming the member', async () => {
    const response = await request(`${sandbox.url}/identity/api/TokenAuth/Login`, {
      body: { emailOrPhoneNumber: DEMO_USER.phoneNumber, password: { not: 'a string' } },
    });
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors).toEqual([
      { message: 'The field Password is invalid.', members: ['password'] },
    ]);
  });

  it('a huge body (1 MB) is a 413 envelope and the server keeps serving', async () => {
    const huge = JSON.stringify({ emailOrPhoneNumber: 'x'.repeat(1024 * 1024) });
    const response = await request(sendOtpUrl(), { body: huge });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ success: false, __abp: true });
    expect((await request(`${sandbox.url}/__sandbox/health`)).body).toEqual({ ok: true });
  });
});

describe('CORS for the shop', () => {
  it('a preflight from a shop origin allows the contract headers with credentials', async () => {
    const response = await fetch(sendOtpUrl(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey,tenantid,abp.tenantid,authorization,currency,x-device-id,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase().split(',');
    for (const header of [
      'apikey',
      'tenantid',
      'abp.tenantid',
      'abp-tenantid',
      'accept-language',
      'authorization',
      'currency',
      'x-device-id',
      'content-type',
    ]) {
      expect(allowed).toContain(header);
    }
  });

  it('responses expose X-WP-Total, X-WP-TotalPages, Link and Content-Disposition', async () => {
    const response = await fetch(postUrl(), { headers: { Origin: 'http://localhost:3000' } });
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'X-WP-Total,X-WP-TotalPages,Link,Content-Disposition',
    );
    expect(response.headers.get('x-wp-total')).toBe('1');
  });

  it('an unknown origin gets no allow-origin header', async () => {
    const response = await fetch(sendOtpUrl(), { method: 'OPTIONS', headers: { Origin: 'http://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('paths', () => {
  it('duplicate slashes collapse: the blog client asks for //wp-json', async () => {
    expect(await postTitle('/blog//wp-json/wp/v2/posts')).toBe(await postTitle());
  });

  it('a trailing slash on a blog route is ignored, as WordPress ignores it; elsewhere it is part of the path', async () => {
    expect(await postTitle('/blog/wp-json/wp/v2/posts/')).toBe(await postTitle());
    expect(routingPath(new Request('http://sandbox.test/blog/wp-json/wp/v2/posts/?slug=a'))).toBe(
      '/blog/wp-json/wp/v2/posts',
    );
    expect(routingPath(new Request('http://sandbox.test/blog/'))).toBe('/blog/');
    expect(routingPath(new Request('http://sandbox.test/identity/api/x/'))).toBe('/identity/api/x/');
  });
});

describe('/__sandbox development endpoints', () => {
  it('GET /__sandbox/health → { ok: true }', async () => {
    expect((await request(`${sandbox.url}/__sandbox/health`)).body).toEqual({ ok: true });
  });

  it('GET /__sandbox/otp returns the last code sent to the number, in any spelling of it', async () => {
    await request(sendOtpUrl(), { body: { emailOrPhoneNumber: '09360000003' } });
    const response = await request<{ code: string }>(`${sandbox.url}/__sandbox/otp?phoneNumber=%2B989360000003`);
    expect(response.status).toBe(200);
    expect(response.body.code).toMatch(/^\d{6}$/);
  });

  it('GET /__sandbox/otp is a JSON 404 when no code was sent', async () => {
    const response = await request<{ error: string }>(`${sandbox.url}/__sandbox/otp?phoneNumber=09360000004`);
    expect(response.status).toBe(404);
    expect(response.body.error).toContain('09360000004');
  });

  it('GET /__sandbox/otp is a JSON 400 for what is no mobile number', async () => {
    const response = await request<{ error: string }>(`${sandbox.url}/__sandbox/otp?phoneNumber=someone@example.com`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'phoneNumber must be an Iranian mobile number' });
  });

  it('POST /__sandbox/reset empties every table of every service and seeds again', async () => {
    const phone = '09360000005';
    await request(sendOtpUrl(), { body: { emailOrPhoneNumber: phone } });
    const seededTitle = await postTitle();
    sandbox.deps.db
      .prepare("INSERT INTO blog_post_edits (slug, title, modified) VALUES (?, 'edited', '2025-12-14T10:00:00')")
      .run(POST_SLUG);
    expect(await postTitle()).toBe('edited');
    const reset = await request(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    expect(reset.body).toEqual({ ok: true });
    expect((await request(`${sandbox.url}/__sandbox/otp?phoneNumber=${phone}`)).status).toBe(404);
    expect(await postTitle()).toBe(seededTitle);
    const login = await request(`${sandbox.url}/identity/api/TokenAuth/Login`, {
      body: { emailOrPhoneNumber: DEMO_USER.phoneNumber, password: DEMO_USER.password },
    });
    expect(login.status).toBe(200);
  });

  it('POST /__sandbox/outage switches one service off (503 on every call under its prefix) and on again', async () => {
    const outage = (body: unknown) =>
      request<{ down?: string[]; error?: string }>(`${sandbox.url}/__sandbox/outage`, { body });
    const blogPost = () => fetch(postUrl());
    const login = () =>
      request(`${sandbox.url}/identity/api/TokenAuth/Login`, {
        body: { emailOrPhoneNumber: DEMO_USER.phoneNumber, password: DEMO_USER.password },
      });

    expect((await outage({ service: 'identity', down: true })).body).toEqual({ down: ['identity'] });
    const refused = await fetch(`${sandbox.url}/identity/api/TokenAuth/Login`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(503);
    expect((await blogPost()).status).toBe(200); // the other services answer
    expect((await fetch(`${sandbox.url}/__sandbox/health`)).status).toBe(200);
    expect((await request<{ down: string[] }>(`${sandbox.url}/__sandbox/outage`)).body).toEqual({ down: ['identity'] });

    expect((await outage({ service: 'identity', down: false })).body).toEqual({ down: [] });
    expect((await login()).status).toBe(200);
  });

  it('POST /__sandbox/outage refuses an unknown service or a missing switch; a reset switches every service on', async () => {
    expect((await request(`${sandbox.url}/__sandbox/outage`, { body: { service: 'bank', down: true } })).status).toBe(
      400,
    );
    expect((await request(`${sandbox.url}/__sandbox/outage`, { body: { service: 'blog' } })).status).toBe(400);
    expect((await request(`${sandbox.url}/__sandbox/outage`, { body: 'not json' })).status).toBe(400);
    await request(`${sandbox.url}/__sandbox/outage`, { body: { service: 'blog', down: true } });
    await request(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    expect((await fetch(postUrl())).status).toBe(200);
  });
});
