// POST /__sandbox/publish: an editor changes a CMS page or a blog post, the content the services serve changes,
// and the shop's publishing webhook is called with the shared secret and the service's tag.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request, sandboxForThisFile } from './helpers';

const sandbox = sandboxForThisFile();
const SECRET = 'publishing-secret';
const POST_SLUG = 'ps5-account-capacities-explained';

type Received = { headers: IncomingHttpHeaders; body: unknown };
let shop: Server;
let received: Received[] = [];

beforeAll(async () => {
  shop = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ revalidated: ['blog'] }));
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

beforeEach(async () => {
  received = [];
  sandbox.deps.config.shopRevalidateUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/revalidate`;
  sandbox.deps.config.revalidateSecret = SECRET;
  await request(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
});

const publish = (body: unknown) =>
  request<{ published?: boolean; webhook?: { status: number | null }; error?: string }>(
    `${sandbox.url}/__sandbox/publish`,
    { body },
  );
const postTitle = async () =>
  (await request<{ title: { rendered: string } }[]>(`${sandbox.url}/blog/wp-json/wp/v2/posts?slug=${POST_SLUG}`))
    .body[0].title.rendered;
const termsFirstSectionTitle = async () =>
  (
    await request<{ data: { Sections: { Title: string }[] }[] }>(
      `${sandbox.url}/cms/api/pages?filters[Page][$eq]=Terms&populate[Sections][populate]=*`,
    )
  ).body.data[0].Sections[0].Title;

describe('POST /__sandbox/publish', () => {
  it('a blog post gets its new title, and the shop is told to refresh "blog" with the shared secret', async () => {
    const { status, body } = await publish({
      service: 'blog',
      slug: POST_SLUG,
      title: 'ظرفیت‌های اکانت PS5، به زبان ساده',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ published: true, webhook: { status: 200 } });
    expect(await postTitle()).toBe('ظرفیت‌های اکانت PS5، به زبان ساده');
    expect(received).toHaveLength(1);
    expect(received[0].headers['x-revalidate-secret']).toBe(SECRET);
    expect(received[0].body).toEqual({ tags: ['blog'] });
  });

  it('a CMS page\'s first section gets its new title, and the shop is told to refresh "cms"', async () => {
    expect((await publish({ service: 'cms', page: 'Terms', title: 'قوانین تازه' })).status).toBe(200);
    expect(await termsFirstSectionTitle()).toBe('قوانین تازه');
    expect(received.map((call) => call.body)).toEqual([{ tags: ['cms'] }]);
  });

  it('a reset takes every published change away', async () => {
    const seeded = await postTitle();
    await publish({ service: 'blog', slug: POST_SLUG, title: 'موقت' });
    await request(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    expect(await postTitle()).toBe(seeded);
  });

  it.each([
    ['an unknown service', { service: 'commerce', slug: POST_SLUG, title: 'x' }],
    ['an unknown post', { service: 'blog', slug: 'no-such-post', title: 'x' }],
    ['an unknown page', { service: 'cms', page: 'Nowhere', title: 'x' }],
    ['an empty title', { service: 'blog', slug: POST_SLUG, title: ' ' }],
    ['a body that is not an object', [1, 2]],
  ])('refuses %s with 400, changing nothing and calling nobody', async (_, body) => {
    const { status, body: answer } = await publish(body);
    expect(status).toBe(400);
    expect(answer.error).toBeTruthy();
    expect(received).toEqual([]);
  });

  it('without a shared secret the change is published but the webhook is not called', async () => {
    sandbox.deps.config.revalidateSecret = null;
    const { body } = await publish({ service: 'blog', slug: POST_SLUG, title: 'بی‌خبر' });
    expect(body).toMatchObject({ published: true, webhook: { status: null } });
    expect(received).toEqual([]);
  });
});
