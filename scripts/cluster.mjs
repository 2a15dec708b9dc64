// `npm run start:cluster`: the shop as several instances behind a load balancer, sharing one cache (issue 15):
// Redis (Debian's redis-server with deploy/redis.conf) unless one answers at REDIS_URL (default port 6379),
// N instances of the production server (server/main.ts; CLUSTER_INSTANCES, default 2) with REDIS_URL, and nginx
// (deploy/nginx.conf) on CLUSTER_PORT (default 8080); the local sandbox too when the shop's services are the
// sandbox and it is not running. Ctrl-C closes all of them gracefully. The cluster tests and the benchmark
// start the same cluster through `startCluster`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { redisAnswers } from '../server/shared-cache/redis-answers.mjs';
import { answersOk, isRunning, launch, stop, waitUntil } from './processes.mjs';
import { sandboxAnswers, startSandbox } from './sandbox-process.mjs';

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Debian puts daemons in /usr/sbin, which is not on every user's PATH. */
function daemon(name) {
  return ['/usr/sbin', '/usr/bin'].map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file)) ?? name;
}

function startRedis({ port, workDir, echo }) {
  const dir = path.join(workDir, 'redis');
  fs.mkdirSync(dir, { recursive: true });
  const url = `redis://127.0.0.1:${port}`;
  const redis = {
    url,
    process_: null,
    async start() {
      redis.process_ = launch('redis', daemon('redis-server'), [path.resolve('deploy/redis.conf'), '--port', String(port), '--dir', dir], { echo });
      await waitUntil(() => redisAnswers(url), { what: `Redis on port ${port} (is Debian's redis-server installed?)`, process_: redis.process_ });
    },
    stop: () => (redis.process_ ? stop(redis.process_) : Promise.resolve()),
    get output() {
      return redis.process_?.output ?? '';
    },
  };
  return redis;
}

function startInstance({ port, env, echo, onUnexpectedExit }) {
  const instance = {
    port,
    url: `http://127.0.0.1:${port}`,
    process_: null,
    stopping: false,
    async start() {
      instance.stopping = false;
      // tsx as a loader, not its command: one process, so a stop waits for the server itself to finish.
      instance.process_ = launch(`shop:${port}`, process.execPath, ['--import', 'tsx', 'server/main.ts', '-p', String(port)], { env, echo });
      const started = instance.process_;
      started.exited.then(() => !instance.stopping && onUnexpectedExit(instance));
      await waitUntil(() => answersOk(`${instance.url}/api/health`), { what: `the shop instance on port ${port}`, process_: started });
    },
    async stop() {
      instance.stopping = true;
      if (instance.process_) await stop(instance.process_);
    },
    get output() {
      return instance.process_?.output ?? '';
    },
  };
  return instance;
}

function startNginx({ listen, instances, workDir, echo }) {
  const servers = instances.map(({ port }) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    ');
  const config = fs
    .readFileSync('deploy/nginx.conf', 'utf8')
    .replace('{{listen}}', String(listen))
    .replace('{{servers}}', servers);
  const prefix = path.join(workDir, 'nginx');
  // nginx's workers may run as another user than its master: they need to write their buffers here.
  fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true, mode: 0o777 });
  fs.chmodSync(path.join(prefix, 'tmp'), 0o777);
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const nginx = launch('nginx', daemon('nginx'), ['-p', `${prefix}/`, '-c', 'nginx.conf', '-e', 'stderr', '-g', 'daemon off;'], { echo });
  return nginx;
}

/**
 * Starts the whole cluster and resolves once the load balancer answers. `echo` receives every line the processes
 * print (or nothing when null); `env` is what the instances and the sandbox see.
 */
export async function startCluster({
  instances: count = Number(process.env.CLUSTER_INSTANCES ?? 2),
  port = Number(process.env.CLUSTER_PORT ?? 8080),
  firstInstancePort = Number(process.env.CLUSTER_FIRST_INSTANCE_PORT ?? 3101),
  redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL,
  workDir = path.resolve('.cluster'),
  env = process.env,
  sandboxDbFile = path.resolve('.data/sandbox.db'),
  echo = console.log,
} = {}) {
  const balancer = `http://localhost:${port}`;
  const revalidateSecret = env.REVALIDATE_SECRET || randomBytes(24).toString('base64url');
  // What is running so far, closed last-started first if a later part does not come up.
  const closers = [];
  const closeAll = async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => {});
  };

  try {
    // A Redis that already answers there is used as it is (the cache library checks its settings itself).
    let redis = null;
    if (!(await redisAnswers(redisUrl))) {
      redis = startRedis({ port: Number(new URL(redisUrl).port || 6379), workDir, echo });
      closers.push(() => redis.stop());
      await redis.start();
    }
    const sharedRedisUrl = redis?.url ?? redisUrl;

    const sandboxUrl = new URL(env.NEXT_PUBLIC_SANDBOX_URL ?? 'http://localhost:4010');
    const sandboxEnv = {
      ...env,
      REVALIDATE_SECRET: revalidateSecret,
      SANDBOX_SHOP_REVALIDATE_URL: `${balancer}/api/revalidate`,
      SANDBOX_SHOP_ORIGINS: `${balancer},http://127.0.0.1:${port}`,
    };
    if (['localhost', '127.0.0.1'].includes(sandboxUrl.hostname) && !(await sandboxAnswers(sandboxUrl.origin))) {
      const sandbox = await startSandbox({ port: Number(sandboxUrl.port || 80), publicUrl: sandboxUrl.origin, env: sandboxEnv, dbFile: sandboxDbFile });
      closers.push(() => sandbox.stop());
    }

    const instanceEnv = { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', REDIS_URL: sharedRedisUrl, REVALIDATE_SECRET: revalidateSecret };
    const restart = (instance) => {
      echo?.(`[cluster] the instance on port ${instance.port} stopped unexpectedly: starting it again`);
      instance.start().catch((error) => echo?.(`[cluster] ${error.message}`));
    };
    const shops = Array.from({ length: count }, (_, index) =>
      startInstance({ port: firstInstancePort + index, env: instanceEnv, echo, onUnexpectedExit: restart }),
    );
    closers.push(() => Promise.all(shops.map((shop) => shop.stop())));
    await Promise.all(shops.map((shop) => shop.start()));

    const nginx = startNginx({ listen: port, instances: shops, workDir, echo });
    closers.push(() => stop(nginx, { signal: 'SIGQUIT' }));
    await waitUntil(() => answersOk(`${balancer}/api/health`), { what: `nginx on port ${port}`, process_: nginx });

    return {
      url: balancer,
      instances: shops,
      redis,
      redisUrl: sharedRedisUrl,
      revalidateSecret,
      sandboxOrigin: sandboxUrl.origin,
      /** Everything, in the order that loses nothing: the balancer first, then the instances, the sandbox, Redis. */
      stop: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

// `npm run start:cluster` builds first when there is no build (prestart:cluster, as `npm start` does).
async function main() {
  const cluster = await startCluster();
  console.log(`[cluster] the shop on ${cluster.url}: ${cluster.instances.length} instances sharing ${cluster.redisUrl}`);
  const health = setInterval(async () => {
    for (const shop of cluster.instances) {
      if (shop.process_ && isRunning(shop.process_) && !(await answersOk(`${shop.url}/api/health`))) {
        console.log(`[cluster] the instance on port ${shop.port} does not answer its health check`);
      }
    }
  }, 5_000);
  let closing = false;
  const close = async (signal) => {
    if (closing) return;
    closing = true;
    clearInterval(health);
    console.log(`[cluster] ${signal}: closing nginx, the instances, the sandbox and Redis`);
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => close('SIGINT'));
  process.on('SIGTERM', () => close('SIGTERM'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`[cluster] ${error.message}`);
    process.exit(1);
  });
}
