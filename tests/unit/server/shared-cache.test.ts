// @vitest-environment node
import {
  createLocalCopy,
  createSharedCache,
  entrySize,
  tagsOfEntry,
  type RemoteCache,
} from '@/server/shared-cache/shared-cache.mjs';

type Entry = { value: unknown; lastModified: number; tags?: string[]; cacheControl?: unknown };

/** A Redis stand-in: a map, switched off and on like the real connection. */
function fakeRemote() {
  const store = new Map<string, Entry>();
  const listeners = new Set<(ready: boolean) => void>();
  let ready = true;
  const remote = {
    settled: Promise.resolve(),
    isReady: () => ready,
    onStateChange: (listener: (ready: boolean) => void) => void listeners.add(listener),
    get: vi.fn(async (key: string) => store.get(key) ?? null),
    set: vi.fn(
      async (key: string, value: unknown) => void store.set(key, { value, lastModified: Date.now(), tags: [] }),
    ),
    revalidateTag: vi.fn(async (tags: string[]) => {
      for (const [key, entry] of store) if (entry.tags?.some((tag) => tags.includes(tag))) store.delete(key);
    }),
    switchTo(state: boolean) {
      ready = state;
      listeners.forEach((listener) => listener(state));
    },
  } satisfies RemoteCache & { switchTo(state: boolean): void };
  return { remote, store };
}

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': 'cms,_N_T_/terms' },
});

function sharedCacheOverFake() {
  const { remote, store } = fakeRemote();
  const warn = vi.fn();
  const info = vi.fn();
  const cache = createSharedCache({ remote, warn, info, address: 'Redis at redis://test' });
  return { cache, remote, store, warn, info };
}

describe('the instance’s own copy', () => {
  it('gives back what it kept until one of its tags, or a soft tag Next asks with, is revalidated', () => {
    let now = 1_000;
    const local = createLocalCopy({ now: () => now });
    local.keep('/terms', { value: page('a'), lastModified: 1_000, tags: ['cms'] });
    expect(local.get('/terms')?.value).toEqual(page('a'));
    now = 2_000;
    local.revalidate(['blog']);
    expect(local.get('/terms', ['_N_T_/terms'])).not.toBeNull();
    local.revalidate(['_N_T_/terms']);
    expect(local.get('/terms', ['_N_T_/terms'])).toBeNull();
    local.keep('/faq', { value: page('b'), lastModified: 1_500, tags: ['cms'] });
    local.revalidate(['cms']);
    expect(local.get('/faq')).toBeNull();
  });

  it('holds at most its byte budget, the least recently used entry out first, and nothing over it', () => {
    const local = createLocalCopy({ maxBytes: 10_000 });
    const entry = { value: page('x'.repeat(1_500)), lastModified: 1 };
    local.keep('a', entry);
    local.keep('b', entry);
    local.get('a');
    local.keep('c', entry);
    expect(local.get('b')).toBeNull();
    expect(local.get('a')).not.toBeNull();
    expect(local.get('c')).not.toBeNull();
    expect(local.bytes).toBeLessThanOrEqual(10_000);
    local.keep('a', { value: page('x'.repeat(20_000)), lastModified: 2 });
    expect(local.get('a')).toBeNull();
  });

  it('counts a page by its HTML, payload and segments', () => {
    const value = { ...page('ab'), segmentData: new Map([['/a', Buffer.alloc(100)]]) };
    expect(entrySize({ value, lastModified: 1 })).toBe(1024 + 4 + 3 + 100);
    expect(entrySize(null)).toBe(1024);
  });

  it('knows a page’s tags from its headers and a data read’s from its context', () => {
    expect(tagsOfEntry(page('a'))).toEqual(['cms', '_N_T_/terms']);
    expect(tagsOfEntry({ kind: 'FETCH' }, { tags: ['catalog'] })).toEqual(['catalog']);
    expect(tagsOfEntry(null)).toEqual([]);
  });
});

describe('the shared cache', () => {
  it('serves what another instance stored in Redis, and keeps a copy', async () => {
    const { cache, store } = sharedCacheOverFake();
    store.set('/terms', { value: page('from redis'), lastModified: 5, tags: ['cms'] });
    expect((await cache.get('/terms', { kind: 'APP_PAGE' }))?.value).toEqual(page('from redis'));
    store.clear();
    expect(await cache.get('/terms', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('forgets its copy when Redis has nothing for the key: a revalidation elsewhere is not undone by an outage', async () => {
    const { cache, remote, store } = sharedCacheOverFake();
    await cache.set('/terms', page('old'), {});
    store.delete('/terms');
    expect(await cache.get('/terms', {})).toBeNull();
    remote.switchTo(false);
    expect(await cache.get('/terms', {})).toBeNull();
  });

  it('without Redis serves its own copy, writes only there, and warns once for the whole outage', async () => {
    const { cache, remote, warn } = sharedCacheOverFake();
    await cache.set('/terms', page('kept'), { cacheControl: { revalidate: 300, expire: 31536000 } });
    remote.switchTo(false);
    for (let visit = 0; visit < 5; visit += 1) expect((await cache.get('/terms', {}))?.value).toEqual(page('kept'));
    expect((await cache.get('/terms', {}))?.cacheControl).toEqual({ revalidate: 300, expire: 31536000 });
    await cache.set('/faq', page('faq'), {});
    expect(remote.set).toHaveBeenCalledTimes(1);
    expect((await cache.get('/faq', {}))?.value).toEqual(page('faq'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[cache] Redis at redis://test does not answer: this instance serves from its own copy until it does.',
    );
  });

  it('a Redis call that fails counts as an outage: the copy answers', async () => {
    const { cache, remote, warn } = sharedCacheOverFake();
    await cache.set('/terms', page('kept'), {});
    remote.get.mockRejectedValueOnce(new Error('socket closed'));
    expect((await cache.get('/terms', {}))?.value).toEqual(page('kept'));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a publish during the outage refreshes this instance at once and reaches Redis when it is back', async () => {
    const { cache, remote, info } = sharedCacheOverFake();
    await cache.set('/terms', page('before'), {});
    remote.switchTo(false);
    await cache.revalidateTag(['cms'], { expire: 0 });
    expect(await cache.get('/terms', {})).toBeNull();
    expect(remote.revalidateTag).not.toHaveBeenCalled();
    remote.switchTo(true);
    await vi.waitFor(() => expect(remote.revalidateTag).toHaveBeenCalledWith(['cms']));
    expect(info).toHaveBeenCalledWith('[cache] Redis at redis://test answers again: the shared cache is back.');
    remote.switchTo(true);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('sends a revalidation straight to Redis while it answers', async () => {
    const { cache, remote } = sharedCacheOverFake();
    await cache.revalidateTag('catalog', { expire: 0 });
    expect(remote.revalidateTag).toHaveBeenCalledWith(['catalog'], { expire: 0 });
  });
});
