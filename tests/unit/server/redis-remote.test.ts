// @vitest-environment node
import { EventEmitter } from 'node:events';
import { createRedisRemote, deserializeEntry, serializeEntry } from '@/server/shared-cache/redis-remote.mjs';

/** node-redis as the remote uses it: strings and hashes in maps. */
function fakeClient() {
  const strings = new Map<string, string>();
  const hashes = new Map<string, Map<string, string>>();
  const client = Object.assign(new EventEmitter(), {
    isReady: false,
    options: {} as Record<string, unknown>,
    connect: vi.fn(async () => {
      client.isReady = true;
      client.emit('ready');
    }),
    get: vi.fn(async (key: string) => strings.get(key) ?? null),
    set: vi.fn<(key: string, value: string, options: { EX: number }) => Promise<void>>(
      async (key, value) => void strings.set(key, value),
    ),
    unlink: vi.fn(async (key: string) => void strings.delete(key)),
    hmGet: vi.fn(async (key: string, fields: string[]) => fields.map((field) => hashes.get(key)?.get(field) ?? null)),
    hSet: vi.fn(async (key: string, fields: Record<string, string>) => {
      const hash = hashes.get(key) ?? new Map<string, string>();
      for (const [field, value] of Object.entries(fields)) hash.set(field, value);
      hashes.set(key, hash);
    }),
    disconnect: vi.fn(async () => {}),
  });
  return { client, strings };
}

function remoteOverFake() {
  const { client, strings } = fakeClient();
  const remote = createRedisRemote({
    url: 'redis://test',
    keyPrefix: 'shop:build:',
    connect: (options) => Object.assign(client, { options }),
  });
  return { remote, client, strings };
}

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('payload'),
  segmentData: new Map([['/terms.segment.rsc', Buffer.from('segment')]]),
  headers: { 'x-next-cache-tags': 'cms,_N_T_/terms' },
});

afterEach(() => vi.useRealTimers());

describe('an entry as Redis keeps it', () => {
  it('comes back with its Buffers and Maps as they were', () => {
    const entry = { value: page('<main>'), lastModified: 5, tags: ['cms'], cacheControl: { revalidate: 60 } };
    const back = deserializeEntry(serializeEntry(entry)) as typeof entry;
    expect(back).toEqual(entry);
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.segmentData.get('/terms.segment.rsc')?.toString()).toBe('segment');
  });
});

describe('the Redis remote', () => {
  it('answers once connected, with the lifetime Next gave the entry', async () => {
    const { remote, client } = remoteOverFake();
    const states: boolean[] = [];
    remote.onStateChange((ready) => states.push(ready));
    await remote.settled;
    expect(remote.isReady()).toBe(true);
    // Without its offline queue a command fails at once while Redis is away.
    expect(client.options).toMatchObject({ url: 'redis://test', disableOfflineQueue: true });

    await remote.set('/terms', page('<main>'), { cacheControl: { revalidate: 60, expire: 3600 } });
    expect(client.set).toHaveBeenCalledWith('shop:build:/terms', expect.any(String), { EX: 3600 });
    const entry = await remote.get('/terms', { kind: 'APP_PAGE' });
    expect(entry).toMatchObject({
      value: { html: '<main>' },
      tags: ['cms', '_N_T_/terms'],
      cacheControl: { revalidate: 60, expire: 3600 },
    });

    client.isReady = false;
    client.emit('error', new Error('connect ECONNREFUSED'));
    expect(remote.isReady()).toBe(false);
    expect(states).toEqual([false]);
  });

  it('takes an entry for stale once one of its tags, or a soft tag Next asks with, is revalidated', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000 });
    const { remote, client, strings } = remoteOverFake();
    await remote.settled;
    await remote.set('/terms', page('<main>'), {});
    await remote.set('cms-read', { kind: 'FETCH', data: { body: '{}' } }, { tags: ['cms'] });

    vi.setSystemTime(2_000);
    await remote.revalidateTag(['blog']);
    expect(await remote.get('/terms', { kind: 'APP_PAGE' })).not.toBeNull();
    expect(await remote.get('cms-read', { kind: 'FETCH', tags: ['cms'] })).not.toBeNull();
    expect(await remote.get('/terms', { kind: 'APP_PAGE', softTags: ['_N_T_/layout'] })).not.toBeNull();

    await remote.revalidateTag(['_N_T_/layout']);
    expect(await remote.get('/terms', { kind: 'APP_PAGE', softTags: ['_N_T_/layout'] })).toBeNull();
    await remote.revalidateTag(['cms']);
    expect(await remote.get('cms-read', { kind: 'FETCH', tags: ['cms'] })).toBeNull();
    // A stale entry is removed; one stored after the revalidation is fresh.
    expect(strings.has('shop:build:cms-read')).toBe(false);
    vi.setSystemTime(3_000);
    await remote.set('cms-read', { kind: 'FETCH', data: { body: '{}' } }, { tags: ['cms'] });
    expect(await remote.get('cms-read', { kind: 'FETCH', tags: ['cms'] })).not.toBeNull();
    expect(client.hSet).toHaveBeenCalledWith('shop:build:~revalidated-tags', { cms: '2000' });
  });

  it('counts a read Redis is too slow for as a miss, and lets a lost connection through as an outage', async () => {
    const { remote, client } = remoteOverFake();
    await remote.settled;
    vi.useFakeTimers();
    client.get.mockReturnValueOnce(new Promise(() => {}));
    const slow = remote.get('/terms', { kind: 'APP_PAGE' });
    await vi.advanceTimersByTimeAsync(500);
    expect(await slow).toBeNull();
    client.get.mockRejectedValueOnce(new Error('The client is closed'));
    await expect(remote.get('/terms', { kind: 'APP_PAGE' })).rejects.toThrow('closed');
  });

  it('gives an entry without an expiry a lifetime of its own', async () => {
    const { remote, client } = remoteOverFake();
    await remote.settled;
    await remote.set('/terms', page('<main>'), { cacheControl: { revalidate: false } });
    expect(client.set).toHaveBeenCalledWith('shop:build:/terms', expect.any(String), { EX: 14 * 24 * 60 * 60 });
  });
});
