// @vitest-environment node
import { EventEmitter } from 'node:events';
import ShopCacheHandler, { redisRemote } from '@/server/shared-cache/cache-handler.mjs';
import { createSharedCache } from '@/server/shared-cache/shared-cache.mjs';

/** A node-redis client stand-in; the library's own listener logs each error, as the real one does. */
class FakeClient extends EventEmitter {
  isReady = false;
  disconnect = vi.fn(async () => undefined);

  constructor(libraryLog: (...args: unknown[]) => void) {
    super();
    this.on('error', libraryLog);
  }

  connects() {
    this.isReady = true;
    this.emit('ready');
  }

  loses() {
    this.isReady = false;
    this.emit('error', new Error('Socket closed unexpectedly'));
  }
}

function fakeHandler(libraryLog: (...args: unknown[]) => void) {
  const client = () => new FakeClient(libraryLog);
  return {
    client: client(),
    sharedTagsMap: { subscriberClient: client() },
    revalidatedTagsMap: { subscriberClient: client() },
    inMemoryDeduplicationCache: { subscriberClient: client() },
    get: vi.fn(async () => null),
    set: vi.fn(async () => undefined),
    revalidateTag: vi.fn(async () => undefined),
  };
}

const clientsOf = (handler: ReturnType<typeof fakeHandler>) => [
  handler.client,
  handler.sharedTagsMap.subscriberClient,
  handler.revalidatedTagsMap.subscriberClient,
  handler.inMemoryDeduplicationCache.subscriberClient,
];

/** The remote over a fake library (each handler it built, in order) and a probe that answers as told. */
function remoteOverFakes(answering: boolean[]) {
  const libraryLog = vi.fn();
  const built: ReturnType<typeof fakeHandler>[] = [];
  const buildLibrary = vi.fn(() => {
    built.push(fakeHandler(libraryLog));
    return built.at(-1)!;
  });
  const answers = vi.fn(async () => answering.shift() ?? true);
  const remote = redisRemote({ url: 'redis://test', keyPrefix: 'gamino:b1:', buildLibrary, answers });
  const states: boolean[] = [];
  remote.onStateChange((ready) => states.push(ready));
  return { remote, built, buildLibrary, answers, libraryLog, states };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the shared cache’s Redis connection', () => {
  it('builds the library only once Redis answers, asked every 2 s, and tells node-redis not to reconnect by itself', async () => {
    const { remote, built, buildLibrary, states } = remoteOverFakes([false, false]);
    await remote.settled;
    expect(states).toEqual([false]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(buildLibrary).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(buildLibrary).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        redisUrl: 'redis://test',
        keyPrefix: 'gamino:b1:',
        socketOptions: { reconnectStrategy: false },
      }),
    );
    expect(remote.isReady()).toBe(false);
    built[0].client.connects();
    expect(remote.isReady()).toBe(true);
    expect(states).toEqual([false, false, true]);
  });

  it('a lost connection closes all of the library’s clients, without its log lines, and a new one is built once Redis answers', async () => {
    const consoleError = console.error;
    const { remote, built, buildLibrary, answers, libraryLog } = remoteOverFakes([true, false, false]);
    const warn = vi.fn();
    const info = vi.fn();
    const cache = createSharedCache({ remote, warn, info, address: 'Redis at redis://test' });
    await vi.advanceTimersByTimeAsync(0);
    built[0].client.connects();

    built[0].revalidatedTagsMap.subscriberClient.loses();
    built[0].client.loses();
    for (const client of clientsOf(built[0])) expect(client.disconnect).toHaveBeenCalledOnce();
    expect(remote.isReady()).toBe(false);
    await cache.revalidateTag(['cms'], { expire: 0 });
    expect(built[0].revalidateTag).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(4_000);
    expect(answers).toHaveBeenCalledTimes(3);
    expect(buildLibrary).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(buildLibrary).toHaveBeenCalledTimes(2);
    built[1].client.connects();
    await vi.waitFor(() => expect(built[1].revalidateTag).toHaveBeenCalledWith(['cms'], undefined));

    expect(warn).toHaveBeenCalledOnce();
    expect(info).toHaveBeenCalledExactlyOnceWith(
      '[cache] Redis at redis://test answers again: the shared cache is back.',
    );
    expect(libraryLog).not.toHaveBeenCalled();
    expect(console.error).toBe(consoleError);
  });
});

describe('the cache handler Next loads', () => {
  it('patches no console: with Redis away it serves, warns once and tells the server’s metrics', async () => {
    vi.useRealTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { error, log } = console;
    const sharedCacheReady = vi.fn();
    const observerKey = Symbol.for('gamino.serverObserver');
    Object.assign(globalThis, { [observerKey]: { sharedCacheReady } });
    // Nothing listens on port 1: the probe is refused at once.
    vi.stubEnv('REDIS_URL', 'redis://:secret@127.0.0.1:1');
    try {
      const handler = new ShopCacheHandler();
      expect(await handler.get('/terms', { kind: 'APP_PAGE' })).toBeNull();
      expect(sharedCacheReady).toHaveBeenCalledWith(false);
      expect(warn).toHaveBeenCalledExactlyOnceWith(
        '[cache] Redis at redis://127.0.0.1:1 does not answer: this instance serves from its own copy until it does.',
      );
      expect(console.warn).toBe(warn);
      expect(console.error).toBe(error);
      expect(console.log).toBe(log);
    } finally {
      Reflect.deleteProperty(globalThis, observerKey);
    }
  });
});
