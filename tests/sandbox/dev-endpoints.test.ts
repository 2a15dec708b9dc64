// The /__sandbox development endpoints are for this machine's tools, not for web pages
// (docs/contracts/README.md, "Development endpoints"): a foreign Origin is a 403, a body that is not JSON a 415,
// a body over 16 KiB a 413. Callers without Origin (curl, tests, Playwright's request context) keep working.
import { serviceNameValues } from '@/contracts/generated/sandbox';
import { HOSTS } from '@/contracts/hosts';
import { request, sandboxForThisFile } from './helpers';
import { identityOnly } from './identity-calls';

const sandbox = sandboxForThisFile({ modules: identityOnly });
const SHOP = 'http://localhost:3000';

async function post(path: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${sandbox.url}/__sandbox/${path}`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as { error?: string; down?: string[] } };
}

const outages = async () => (await request<{ down: string[] }>(`${sandbox.url}/__sandbox/outage`)).body.down;

describe('the development endpoints refuse what a web page could send', () => {
  it.each(['reset', 'publish', 'outage', 'restock', 'drift'])(
    'POST /__sandbox/%s with a text/plain body is a 415',
    async (path) => {
      const response = await post(path, '{"service":"identity","down":true}', { 'content-type': 'text/plain' });
      expect(response.status).toBe(415);
      expect(response.body.error).toBe('send the body as application/json');
    },
  );

  it('a form body is a 415 too, and nothing was switched off by it', async () => {
    const response = await post('outage', 'service=identity&down=true', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(await outages()).toEqual([]);
  });

  it('a JSON body (with a charset) still works', async () => {
    const off = await post('outage', '{"service":"blog","down":true}', {
      'content-type': 'Application/JSON; charset=utf-8',
    });
    expect(off).toEqual({ status: 200, body: { down: ['blog'] } });
    expect(
      (await post('outage', '{"service":"blog","down":false}', { 'content-type': 'application/json' })).body.down,
    ).toEqual([]);
  });

  it('a request whose Origin is not a shop origin is a 403, with or without a body', async () => {
    const foreign = { origin: 'https://evil.example' };
    const otp = await fetch(`${sandbox.url}/__sandbox/otp?phoneNumber=09123456789`, { headers: foreign });
    expect(otp.status).toBe(403);
    const reset = await post('reset', '{}', { ...foreign, 'content-type': 'application/json' });
    expect(reset.status).toBe(403);
    expect(reset.body.error).toBe('origin https://evil.example may not use the development endpoints');
    expect(
      (await post('outage', '{"service":"cms","down":true}', { origin: 'null', 'content-type': 'application/json' }))
        .status,
    ).toBe(403);
    expect(await outages()).toEqual([]);
  });

  it("the shop's own origin and callers without Origin are let through", async () => {
    expect((await fetch(`${sandbox.url}/__sandbox/health`, { headers: { origin: SHOP } })).status).toBe(200);
    expect((await fetch(`${sandbox.url}/__sandbox/health`)).status).toBe(200);
    expect((await request(`${sandbox.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(200);
  });

  it('a JSON body over 16 KiB is a 413', async () => {
    const body = JSON.stringify({ service: 'cms', page: 'Terms', title: 'x'.repeat(17 * 1024) });
    const response = await post('publish', body, { 'content-type': 'application/json' });
    expect(response.status).toBe(413);
    expect(response.body.error).toMatch(/over 16384 bytes/);
  });
});

describe('POST /__sandbox/outage', () => {
  it('takes exactly the services of contracts/hosts.ts, as the document lists them, and answers them sorted', async () => {
    expect([...serviceNameValues]).toEqual([...HOSTS]);
    for (const service of HOSTS) {
      expect(
        (await post('outage', JSON.stringify({ service, down: true }), { 'content-type': 'application/json' })).status,
      ).toBe(200);
    }
    expect(await outages()).toEqual([...HOSTS].sort());
    const unknown = await post('outage', '{"service":"bank","down":true}', { 'content-type': 'application/json' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(`send { "service": one of ${HOSTS.join(', ')}, "down": true or false }`);
    await request(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    expect(await outages()).toEqual([]);
  });
});
