// `npm run start:cluster`: the shop as several instances behind a load balancer, sharing one cache:
// Redis (Debian's redis-server with deploy/redis.conf) unless one answers at REDIS_URL (default port 6379),
// N instances of the production server (server/main.ts; CLUSTER_INSTANCES, default 2) with REDIS_URL on
// SHOP_HOST (default 127.0.0.1), and nginx (deploy/nginx.conf) with HTTPS on CLUSTER_TLS_PORT (default 8443)
// and, on CLUSTER_PORT (default 8080), a redirect to it; the local sandbox too when the shop's
// services are the sandbox and it is not running; with CLUSTER_PROMETHEUS=1, Debian's prometheus scraping the
// instances (deploy/prometheus/) on CLUSTER_PROMETHEUS_PORT (default 9090). Ctrl-C closes all of them
// gracefully. The cluster tests and the benchmark start the same cluster through `startCluster`.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { redisAnswers } from '../server/shared-cache/redis-answers.mjs';
import { answersOk, isRunning, launch, stop, waitUntil } from './processes.mjs';
import { sandboxAnswers, startSandbox } from './sandbox-process.mjs';
import { SHOP_SERVER } from './compile-server.mjs';

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Requests per client address that nginx lets through (deploy/nginx.conf); each has a CLUSTER_… variable. */
export const DEFAULT_RATE_LIMITS = { pageRate: '30r/s', pageBurst: 200, revalidateRate: '30r/m', revalidateBurst: 10 };

function rateLimitsFrom(env) {
  const limits = {
    pageRate: env.CLUSTER_PAGE_RATE || DEFAULT_RATE_LIMITS.pageRate,
    pageBurst: Number(env.CLUSTER_PAGE_BURST || DEFAULT_RATE_LIMITS.pageBurst),
    revalidateRate: env.CLUSTER_REVALIDATE_RATE || DEFAULT_RATE_LIMITS.revalidateRate,
    revalidateBurst: Number(env.CLUSTER_REVALIDATE_BURST || DEFAULT_RATE_LIMITS.revalidateBurst),
  };
  return checkedRateLimits(limits);
}

/** The values go into nginx's configuration as they are: nothing but nginx's own forms passes. */
function checkedRateLimits(limits) {
  for (const key of ['pageRate', 'revalidateRate']) {
    if (!/^\d+r\/[sm]$/.test(limits[key]))
      throw new Error(`${key} must look like 20r/s or 30r/m, not "${limits[key]}"`);
  }
  for (const key of ['pageBurst', 'revalidateBurst']) {
    if (!Number.isInteger(limits[key]) || limits[key] < 0)
      throw new Error(`${key} must be a whole number, not "${limits[key]}"`);
  }
  return limits;
}

/**
 * The certificate nginx serves: CLUSTER_TLS_CERT and CLUSTER_TLS_KEY when set, or else a self-signed pair for
 * localhost made once with openssl in `workDir` and reused after (a browser warns about it once).
 */
function tlsFiles({ env, workDir }) {
  const configured = [env.CLUSTER_TLS_CERT, env.CLUSTER_TLS_KEY];
  if (configured.every(Boolean))
    return { cert: path.resolve(configured[0]), key: path.resolve(configured[1]), selfSigned: false };
  if (configured.some(Boolean))
    throw new Error('set both CLUSTER_TLS_CERT and CLUSTER_TLS_KEY, or neither (for a self-signed pair)');
  const dir = path.join(workDir, 'tls');
  const cert = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  if (!fs.existsSync(cert) || !fs.existsSync(key)) {
    fs.mkdirSync(dir, { recursive: true });
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '825',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) {
      fs.rmSync(cert, { force: true });
      fs.rmSync(key, { force: true });
      throw new Error(
        `openssl could not make a self-signed certificate (is it installed?): ${made.error?.message ?? made.stderr}`,
      );
    }
    fs.chmodSync(key, 0o600);
  }
  return { cert, key, selfSigned: true };
}

/** A URL's host part: an IPv6 address in brackets. */
function hostInUrl(host) {
  return host.includes(':') ? `[${host}]` : host;
}

/** Whether `url` answers 200 over HTTPS: a check that nginx is up, whatever certificate it has. */
function answersOkOverTls(url) {
  return new Promise((resolve) => {
    const request = https.get(url, { rejectUnauthorized: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
}

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
      redis.process_ = launch(
        'redis',
        daemon('redis-server'),
        [path.resolve('deploy/redis.conf'), '--port', String(port), '--dir', dir],
        { echo },
      );
      await waitUntil(() => redisAnswers(url), {
        what: `Redis on port ${port} (is Debian's redis-server installed?)`,
        process_: redis.process_,
      });
    },
    stop: () => (redis.process_ ? stop(redis.process_) : Promise.resolve()),
    get output() {
      return redis.process_?.output ?? '';
    },
  };
  return redis;
}

const PROMETHEUS_CONFIG = 'deploy/prometheus/prometheus.yml';

/** `text` with the one match of `pattern` replaced; a template that no longer has it is an error, not a no-op. */
function replaceOnce(text, pattern, replacement, what) {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags}g`)) ?? [];
  if (matches.length !== 1) throw new Error(`${PROMETHEUS_CONFIG}: expected one ${what}, found ${matches.length}`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/prometheus/prometheus.yml for this cluster: its instances as the targets, its rule files by absolute
 * path (the copy is written elsewhere), and the instances' METRICS_TOKEN when they have one.
 */
export function prometheusConfig({ targets, tokenFile = null, template = fs.readFileSync(PROMETHEUS_CONFIG, 'utf8') }) {
  const rulesDir = path.resolve(path.dirname(PROMETHEUS_CONFIG));
  // JSON strings are YAML strings too.
  const absoluteRule = (lead, file) =>
    `${lead}${JSON.stringify(path.resolve(rulesDir, file.replace(/^['"]|['"]$/g, '')))}`;
  let config = replaceOnce(
    template,
    /^(\s*- targets: ).*$/m,
    (_, lead) => `${lead}${JSON.stringify(targets)}`,
    'targets line',
  );
  config = replaceOnce(
    config,
    /^rule_files:\n(?:[ \t]+- .*\n)+/m,
    (list) => list.replace(/^([ \t]+- )(.*)$/gm, (_, lead, file) => absoluteRule(lead, file)),
    'rule_files list',
  );
  if (!tokenFile) return config;
  return replaceOnce(
    config,
    /^([ \t]+)metrics_path: .*\n/m,
    (line, indent) => `${line}${indent}authorization:\n${indent}  credentials_file: ${JSON.stringify(tokenFile)}\n`,
    'metrics_path line',
  );
}

/** Debian's prometheus, or an error that says how to get it. */
function prometheusBinary() {
  const binary = daemon('prometheus');
  if (spawnSync(binary, ['--version']).error) {
    throw new Error(
      "CLUSTER_PROMETHEUS=1 needs Prometheus: install Debian's prometheus package " +
        '(apt-get install --no-install-recommends prometheus, then `service prometheus stop`: the cluster runs its own)',
    );
  }
  return binary;
}

function startPrometheus({ binary, port, workDir, instances, token, echo }) {
  const url = `http://127.0.0.1:${port}`;
  const prometheus = {
    port,
    url,
    process_: null,
    async start() {
      // Another Prometheus there (Debian's service starts one on 9090) would pass the check below for ours.
      if (await answersOk(`${url}/-/ready`)) {
        throw new Error(
          `a Prometheus already answers on ${url}: stop it (service prometheus stop) or set CLUSTER_PROMETHEUS_PORT`,
        );
      }
      fs.mkdirSync(workDir, { recursive: true });
      let tokenFile = null;
      if (token) {
        tokenFile = path.join(workDir, 'metrics-token');
        // A new file each time: its mode (this user alone) applies only when a file is created.
        fs.rmSync(tokenFile, { force: true });
        fs.writeFileSync(tokenFile, token, { mode: 0o600 });
      }
      const configFile = path.join(workDir, 'prometheus.yml');
      fs.writeFileSync(
        configFile,
        prometheusConfig({ targets: instances.map(({ url: instanceUrl }) => new URL(instanceUrl).host), tokenFile }),
      );
      const args = [
        `--config.file=${configFile}`,
        `--storage.tsdb.path=${path.join(workDir, 'prometheus')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        // Its start-up chatter would bury the shop's own lines; warnings and errors still show.
        '--log.level=warn',
      ];
      prometheus.process_ = launch('prometheus', binary, args, { echo });
      await waitUntil(() => answersOk(`${url}/-/ready`), {
        what: `Prometheus on port ${port}`,
        process_: prometheus.process_,
      });
    },
    stop: () => (prometheus.process_ ? stop(prometheus.process_) : Promise.resolve()),
    get output() {
      return prometheus.process_?.output ?? '';
    },
  };
  return prometheus;
}

function startInstance({ host, port, env, echo, onUnexpectedExit }) {
  const instance = {
    port,
    url: `http://${hostInUrl(host)}:${port}`,
    process_: null,
    stopping: false,
    async start() {
      instance.stopping = false;
      instance.process_ = launch(`shop:${port}`, process.execPath, [SHOP_SERVER, '-p', String(port)], { env, echo });
      const started = instance.process_;
      started.exited.then(() => !instance.stopping && onUnexpectedExit(instance));
      await waitUntil(() => answersOk(`${instance.url}/api/health`), {
        what: `the shop instance on port ${port}`,
        process_: started,
      });
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

function createBalancer({ listen, tlsListen, tls, instances, workDir, echo }) {
  const prefix = path.join(workDir, 'nginx');
  const tlsPort = String(tlsListen).split(':').pop();
  const balancer = {
    url: `https://localhost:${tlsPort}`,
    httpUrl: `http://localhost:${String(listen).split(':').pop()}`,
    process_: null,
    /** Starts nginx with these request limits and resolves once it answers over HTTPS. */
    async start(rateLimits) {
      const limits = checkedRateLimits({ ...rateLimits });
      const values = {
        listen,
        tls_listen: tlsListen,
        tls_port: tlsPort,
        tls_cert: tls.cert,
        tls_key: tls.key,
        servers: instances.map(({ url }) => `server ${new URL(url).host} max_fails=1 fail_timeout=5s;`).join('\n    '),
        page_rate: limits.pageRate,
        page_burst: limits.pageBurst,
        revalidate_rate: limits.revalidateRate,
        revalidate_burst: limits.revalidateBurst,
      };
      const config = fs.readFileSync('deploy/nginx.conf', 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, name) => {
        if (!(name in values)) throw new Error(`deploy/nginx.conf: nothing fills in ${whole}`);
        return String(values[name]);
      });
      // nginx's workers may run as another user than its master: they need to write their buffers here.
      fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true, mode: 0o777 });
      fs.chmodSync(path.join(prefix, 'tmp'), 0o777);
      fs.writeFileSync(path.join(prefix, 'nginx.conf'), config);
      balancer.process_ = launch(
        'nginx',
        daemon('nginx'),
        ['-p', `${prefix}/`, '-c', 'nginx.conf', '-e', 'stderr', '-g', 'daemon off;'],
        { echo },
      );
      await waitUntil(() => answersOkOverTls(`${balancer.url}/api/health`), {
        what: `nginx on port ${tlsPort}`,
        process_: balancer.process_,
      });
    },
    stop: () => (balancer.process_ ? stop(balancer.process_, { signal: 'SIGQUIT' }) : Promise.resolve()),
    /** nginx again with other limits (a load test from one address stands for many visitors). */
    async restart(rateLimits) {
      await balancer.stop();
      await balancer.start(rateLimits);
    },
    get output() {
      return balancer.process_?.output ?? '';
    },
  };
  return balancer;
}

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
