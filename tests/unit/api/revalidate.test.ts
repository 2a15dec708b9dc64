// @vitest-environment node
// The publishing webhook: the right secret and known tags refresh exactly those tags; anything else, nothing.
import { POST } from '@/app/api/revalidate/route';
import { productTag, tagsToRevalidate } from '@/lib/revalidation';

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidateTag }));

const SECRET = 'a-long-shared-secret';

function call(body: unknown, secret: string | null = SECRET): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== null) headers['x-revalidate-secret'] = secret;
  return POST(
    new Request('http://shop.test/api/revalidate', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  revalidateTag.mockReset();
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
});
afterEach(() => vi.unstubAllEnvs());

describe('POST /api/revalidate', () => {
  it('refreshes the named kinds and product slugs, each once, at once (no stale copy after a publish)', async () => {
    const response = await call({ tags: ['cms', 'blog', 'elden-ring', 'cms'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['cms', 'blog', productTag('elden-ring')] });
    expect(revalidateTag.mock.calls).toEqual([
      ['cms', { expire: 0 }],
      ['blog', { expire: 0 }],
      ['product:elden-ring', { expire: 0 }],
    ]);
  });

  it.each([
    ['no secret', null],
    ['a wrong secret', 'guess'],
    ['a secret of another length', `${SECRET}x`],
  ])('answers 401 and refreshes nothing with %s', async (_, secret) => {
    expect((await call({ tags: ['catalog'] }, secret)).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 to everyone while no secret is configured', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect((await call({ tags: ['catalog'] }, '')).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    ['a body that is not JSON', '{tags:'],
    ['no tags', {}],
    ['an empty list', { tags: [] }],
    ['a tag that is not a string', { tags: [42] }],
    ['a tag that is no kind and no slug', { tags: ['../../etc'] }],
    ['too many tags', { tags: Array.from({ length: 51 }, (_, index) => `game-${index}`) }],
  ])('answers 400 and refreshes nothing for %s', async (_, body) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBeTruthy();
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

describe('tags a webhook may name', () => {
  it('takes Persian slugs as products', () => {
    expect(tagsToRevalidate({ tags: ['فیفا-۲۶'] })).toEqual({ ok: true, tags: ['product:فیفا-۲۶'] });
  });
});
