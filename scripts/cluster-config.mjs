// What the cluster's daemons are given (scripts/cluster.mjs): nginx's request limits and its configuration from
// deploy/nginx.conf, the certificate it serves, and Prometheus's configuration from deploy/prometheus/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Requests per client address that nginx lets through (deploy/nginx.conf); each has a CLUSTER_… variable. */
export const DEFAULT_RATE_LIMITS = { pageRate: '30r/s', pageBurst: 200, revalidateRate: '30r/m', revalidateBurst: 10 };

export function rateLimitsFrom(env) {
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
 * deploy/nginx.conf filled in for this cluster: where it listens, its certificate, the instances behind it and
 * the request limits, each placeholder from a value of ours.
 */
export function nginxConfig({ listen, tlsListen, tlsPort, tls, instances, rateLimits }) {
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
  return fs.readFileSync('deploy/nginx.conf', 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf: nothing fills in ${whole}`);
    return String(values[name]);
  });
}

/**
 * The certificate nginx serves: CLUSTER_TLS_CERT and CLUSTER_TLS_KEY when set, or else a self-signed pair for
 * localhost made once with openssl in `workDir` and reused after (a browser warns about it once).
 */
export function tlsFiles({ env, workDir }) {
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
