// The cluster's parts as processes to start and stop (scripts/cluster.mjs): Redis, the shop's instances, nginx in
// front of them and Prometheus, each resolving its start once it answers. Their configuration is cluster-config.mjs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { redisAnswers } from './redis-answers.mjs';
import { nginxConfig, prometheusConfig } from './cluster-config.mjs';
import { SHOP_SERVER } from './compile-server.mjs';
import { answersOk, launch, stop, waitUntil } from './processes.mjs';

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

export function startRedis({ port, workDir, echo }) {
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

/** Debian's prometheus, or an error that says how to get it. */
export function prometheusBinary() {
  const binary = daemon('prometheus');
  if (spawnSync(binary, ['--version']).error) {
    throw new Error(
      "CLUSTER_PROMETHEUS=1 needs Prometheus: install Debian's prometheus package " +
        '(apt-get install --no-install-recommends prometheus, then `service prometheus stop`: the cluster runs its own)',
    );
  }
  return binary;
}

export function startPrometheus({ binary, port, workDir, instances, token, echo }) {
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

export function startInstance({ host, port, env, echo, onUnexpectedExit }) {
  const instance = {
    port,
    url: `http://${hostInUrl(host)}:${port}`,
    process_: null,
    stopping: false,
    /** Each exit nobody asked for, with the end of what that process printed: a test fails on one. */
    unexpectedExits: [],
    async start() {
      instance.stopping = false;
      instance.process_ = launch(`shop:${port}`, process.execPath, [SHOP_SERVER, '-p', String(port)], { env, echo });
      const started = instance.process_;
      started.exited.then((code) => {
        if (instance.stopping) return;
        instance.unexpectedExits.push({ code, output: started.output.slice(-4_000) });
        onUnexpectedExit(instance);
      });
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

export function createBalancer({ listen, tlsListen, tls, instances, workDir, echo }) {
  const prefix = path.join(workDir, 'nginx');
  const tlsPort = String(tlsListen).split(':').pop();
  const balancer = {
    url: `https://localhost:${tlsPort}`,
    httpUrl: `http://localhost:${String(listen).split(':').pop()}`,
    process_: null,
    /** Starts nginx with these request limits and resolves once it answers over HTTPS. */
    async start(rateLimits) {
      const config = nginxConfig({ listen, tlsListen, tlsPort, tls, instances, rateLimits });
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
