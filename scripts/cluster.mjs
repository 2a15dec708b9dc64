// `npm run start:cluster`: the shop as several instances behind a load balancer, sharing one cache:
// Redis (Debian's redis-server with deploy/redis.conf) unless one answers at REDIS_URL (default port 6379),
// N instances of the production server (server/main.ts; CLUSTER_INSTANCES, default 2) with REDIS_URL on
// SHOP_HOST (default 127.0.0.1), and nginx (deploy/nginx.conf) with HTTPS on CLUSTER_TLS_PORT (default 8443)
// and, on CLUSTER_PORT (default 8080), a redirect to it; the local sandbox too when the shop's
// services are the sandbox and it is not running; with CLUSTER_PROMETHEUS=1, Debian's prometheus scraping the
// instances (deploy/prometheus/) on CLUSTER_PROMETHEUS_PORT (default 9090). Ctrl-C closes all of them
// gracefully. The cluster tests and the benchmark start the same cluster through `startCluster`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { redisAnswers } from './redis-answers.mjs';
import { rateLimitsFrom, tlsFiles } from './cluster-config.mjs';
import { createBalancer, prometheusBinary, startInstance, startPrometheus, startRedis } from './cluster-services.mjs';
import { answersOk, isRunning } from './processes.mjs';
import { sandboxAnswers, startSandbox } from './sandbox-process.mjs';

// The cluster tests and the Prometheus test read these through this module.
export { DEFAULT_RATE_LIMITS, prometheusConfig } from './cluster-config.mjs';

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Starts the whole cluster and resolves once the load balancer answers. `echo` receives every line the processes
 * print (or nothing when null); `env` is what the instances and the sandbox see.
 */
export async function startCluster({
  instances: count = Number(process.env.CLUSTER_INSTANCES ?? 2),
  port = Number(process.env.CLUSTER_PORT ?? 8080),
  tlsPort = Number(process.env.CLUSTER_TLS_PORT ?? 8443),
  firstInstancePort = Number(process.env.CLUSTER_FIRST_INSTANCE_PORT ?? 3101),
  redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL,
  workDir = path.resolve('.cluster'),
  env = process.env,
  rateLimits = rateLimitsFrom(env),
  sandboxDbFile = path.resolve('.data/sandbox.db'),
  prometheus: withPrometheus = env.CLUSTER_PROMETHEUS === '1',
  prometheusPort = Number(env.CLUSTER_PROMETHEUS_PORT ?? 9090),
  echo = console.log,
} = {}) {
  const balancerUrl = `https://localhost:${tlsPort}`;
  // nginx reads the files it is given relative to its own prefix: every path it sees is absolute.
  workDir = path.resolve(workDir);
  const tls = tlsFiles({ env, workDir });
  const shopHost = env.SHOP_HOST || '127.0.0.1';
  const revalidateSecret = env.REVALIDATE_SECRET || randomBytes(24).toString('base64url');
  // What is running so far, closed last-started first if a later part does not come up.
  const closers = [];
  const closeAll = async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => {});
  };

  try {
    // Before anything starts: a missing binary is a message, not a cluster torn down again.
    const prometheusCommand = withPrometheus ? prometheusBinary() : null;

    // A Redis that already answers there is used as it is, with its own settings.
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
      // The webhook goes through nginx, as a CMS elsewhere would; the sandbox trusts a self-signed pair.
      SANDBOX_SHOP_REVALIDATE_URL: `${balancerUrl}/api/revalidate`,
      SANDBOX_SHOP_ORIGINS: `${balancerUrl},https://127.0.0.1:${tlsPort}`,
      ...(tls.selfSigned ? { NODE_EXTRA_CA_CERTS: tls.cert } : {}),
    };
    if (['localhost', '127.0.0.1'].includes(sandboxUrl.hostname) && !(await sandboxAnswers(sandboxUrl.origin))) {
      const sandbox = await startSandbox({
        port: Number(sandboxUrl.port || 80),
        publicUrl: sandboxUrl.origin,
        env: sandboxEnv,
        dbFile: sandboxDbFile,
      });
      closers.push(() => sandbox.stop());
    }

    const instanceEnv = {
      ...env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      REDIS_URL: sharedRedisUrl,
      REVALIDATE_SECRET: revalidateSecret,
      // Only nginx reaches an instance: loopback, or the private address nginx on another machine uses.
      SHOP_HOST: shopHost,
    };
    const restart = (instance) => {
      echo?.(`[cluster] the instance on port ${instance.port} stopped unexpectedly: starting it again`);
      instance.start().catch((error) => echo?.(`[cluster] ${error.message}`));
    };
    const shops = Array.from({ length: count }, (_, index) =>
      startInstance({
        host: shopHost,
        port: firstInstancePort + index,
        env: instanceEnv,
        echo,
        onUnexpectedExit: restart,
      }),
    );
    closers.push(() => Promise.all(shops.map((shop) => shop.stop())));
    await Promise.all(shops.map((shop) => shop.start()));

    const balancer = createBalancer({ listen: port, tlsListen: tlsPort, tls, instances: shops, workDir, echo });
    closers.push(() => balancer.stop());
    await balancer.start(rateLimits);

    let prometheus = null;
    if (prometheusCommand) {
      prometheus = startPrometheus({
        binary: prometheusCommand,
        port: prometheusPort,
        workDir,
        instances: shops,
        token: env.METRICS_TOKEN,
        echo,
      });
      closers.push(() => prometheus.stop());
      await prometheus.start();
    }

    return {
      url: balancer.url,
      httpUrl: balancer.httpUrl,
      /** The certificate nginx serves (PEM), for a client that checks it. */
      certificate: fs.readFileSync(tls.cert, 'utf8'),
      balancer,
      instances: shops,
      redis,
      redisUrl: sharedRedisUrl,
      revalidateSecret,
      sandboxOrigin: sandboxUrl.origin,
      /** Prometheus scraping the instances (with `prometheus: true` or CLUSTER_PROMETHEUS=1), or null. */
      prometheus,
      prometheusUrl: prometheus?.url ?? null,
      /** Everything, in the order that loses nothing: Prometheus, the balancer, the instances, the sandbox, Redis. */
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
  console.log(
    `[cluster] the shop on ${cluster.url} (${cluster.httpUrl} redirects there): ${cluster.instances.length} instances sharing ${cluster.redisUrl}`,
  );
  if (cluster.prometheusUrl) {
    console.log(
      `[cluster] Prometheus on ${cluster.prometheusUrl} scrapes the instances (its alerts: ${cluster.prometheusUrl}/alerts)`,
    );
  }
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
    console.log(
      `[cluster] ${signal}: closing ${cluster.prometheus ? 'Prometheus, ' : ''}nginx, the instances, the sandbox and Redis`,
    );
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
