// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { parse } from 'yaml';
import { prometheusConfig } from '../../../scripts/cluster.mjs';

const DEPLOY = path.resolve('deploy');
const CONFIG = path.join(DEPLOY, 'prometheus/prometheus.yml');
const ALERTS = path.join(DEPLOY, 'prometheus/alerts.yml');
const ALERT_TESTS = path.join(DEPLOY, 'prometheus/alerts.test.yml');
const DASHBOARD = path.join(DEPLOY, 'grafana/shop-dashboard.json');
// Debian's prometheus package brings it (.ci/run installs it); without it the structural checks stand alone.
const PROMTOOL = existsSync('/usr/bin/promtool') ? '/usr/bin/promtool' : null;

type Rule = {
  alert?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};
type Panel = {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  datasource?: { uid: string };
  targets?: { expr: string }[];
};
type Variable = { name: string; type: string; query: string | { query: string } };

const rules: Rule[] = (parse(readFileSync(ALERTS, 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap(
  (group) => group.rules,
);
const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as {
  schemaVersion: number;
  panels: Panel[];
  templating: { list: Variable[] };
};
const dashboardExprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);

const HISTOGRAMS = [
  'web_vitals_lcp_seconds',
  'web_vitals_inp_seconds',
  'web_vitals_fcp_seconds',
  'web_vitals_ttfb_seconds',
  'web_vitals_cls',
  'http_server_request_duration_seconds',
  'upstream_request_duration_seconds',
];
const withSeries = (name: string) => [`${name}_bucket`, `${name}_sum`, `${name}_count`];
const SHOP_METRICS = [
  ...HISTOGRAMS.flatMap(withSeries),
  'web_vitals_reports_total',
  'render_cache_requests_total',
  'upstream_contract_mismatch_total',
  'shared_cache_redis_up',
];

/** What the shop exports, what prom-client adds by default (asked of prom-client itself), and Prometheus's `up`. */
async function knownMetrics(): Promise<Set<string>> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const defaults = (await registry.getMetricsAsJSON()).flatMap(({ name, type }) =>
    String(type) === 'histogram' ? withSeries(name) : [name],
  );
  registry.clear();
  return new Set([...SHOP_METRICS, ...defaults, 'up']);
}

const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/** The metric names a PromQL expression reads: what is left once strings, matchers, ranges, label lists and calls are gone. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/\b[a-zA-Z_:][\w:]*\b(?!\s*\()/g)]
    .map(([word]) => word)
    .filter((word) => !PROMQL_WORDS.has(word.toLowerCase()));
}

function promtool(...args: string[]) {
  const run = spawnSync(PROMTOOL!, args, { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('alert rules (deploy/prometheus/alerts.yml)', () => {
  const alertOn = (metric: string, condition: RegExp) =>
    rules.filter((rule) => metricNames(rule.expr).includes(metric) && condition.test(rule.expr));

  it.each([
    [
      'p75 LCP over 2.5 s, for an hour',
      'web_vitals_lcp_seconds_bucket',
      /histogram_quantile\(0\.75,[\s\S]*\)\s*>\s*2\.5\b/,
      '1h',
    ],
    [
      'p75 INP over 200 ms, for an hour',
      'web_vitals_inp_seconds_bucket',
      /histogram_quantile\(0\.75,[\s\S]*\)\s*>\s*0\.2\b/,
      '1h',
    ],
    [
      '5xx above 1 % of answers',
      'http_server_request_duration_seconds_count',
      /status=~"5\.\."[\s\S]*>\s*0\.01\b/,
      null,
    ],
    [
      'an upstream service failing (5xx, timeout, unreachable) above 5 % of its calls',
      'upstream_request_duration_seconds_count',
      /sum by \(service\)[\s\S]*outcome=~"5xx\|timeout\|unreachable"[\s\S]*>\s*0\.05\b/,
      null,
    ],
    [
      "a service's operation answering other than its document, by service and operation",
      'upstream_contract_mismatch_total',
      /sum by \(service, operation\)[\s\S]*increase\(upstream_contract_mismatch_total\[10m\]\)\)\s*>\s*0\b/,
      null,
    ],
    ['render-cache hits under 80 % of lookups', 'render_cache_requests_total', /outcome="hit"[\s\S]*<\s*0\.8\b/, null],
    ['Redis unreachable', 'shared_cache_redis_up', /==\s*0\b/, null],
    ['an instance down', 'up', /up\{job="shop"\}\s*==\s*0\b/, null],
  ] as const)('alerts on %s', (_, metric, condition, duration) => {
    const matching = alertOn(metric, condition);
    expect(matching).toHaveLength(1);
    if (duration) expect(matching[0].for).toBe(duration);
  });

  it('every rule is an alert with a wait (`for`), a severity, a summary and a description', () => {
    expect(rules.length).toBeGreaterThanOrEqual(7);
    for (const rule of rules) {
      expect(rule.alert, rule.expr).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(['warning', 'critical'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary?.trim(), rule.alert).toBeTruthy();
      expect(rule.annotations?.description?.trim(), rule.alert).toBeTruthy();
    }
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
  });

  it('a share or a percentile is asked only with traffic behind it, so an idle shop never fires', () => {
    const asksAShare = rules.filter((rule) => /\s\/\s|histogram_quantile/.test(rule.expr));
    expect(asksAShare.length).toBeGreaterThanOrEqual(5);
    for (const rule of asksAShare) expect(rule.expr, rule.alert).toMatch(/\band\b[\s\S]*>=?\s*\d/);
  });

  it('reads only metrics the shop, prom-client or Prometheus export', async () => {
    const known = await knownMetrics();
    const read = rules.flatMap((rule) => metricNames(rule.expr));
    expect(read.length).toBeGreaterThanOrEqual(rules.length);
    expect(read.filter((name) => !known.has(name))).toEqual([]);
  });

  it('promtool accepts the rules and passes their unit tests (alerts.test.yml: firing when due, quiet on an idle shop)', () => {
    const tests = parse(readFileSync(ALERT_TESTS, 'utf8')) as {
      rule_files: string[];
      tests: { alert_rule_test?: { alertname: string }[] }[];
    };
    expect(tests.rule_files.map((file) => path.resolve(path.dirname(ALERT_TESTS), file))).toEqual([ALERTS]);
    const tested = new Set(tests.tests.flatMap((test) => test.alert_rule_test ?? []).map((check) => check.alertname));
    expect([...tested].sort()).toEqual(rules.map((rule) => rule.alert).sort());
    if (!PROMTOOL) return;
    for (const args of [
      ['check', 'rules', ALERTS],
      ['test', 'rules', ALERT_TESTS],
    ]) {
      const { status, output } = promtool(...args);
      expect(status, output).toBe(0);
    }
  });
});

describe('scrape configuration (deploy/prometheus/prometheus.yml)', () => {
  type ScrapeConfig = {
    global: Record<string, string>;
    rule_files: string[];
    scrape_configs: {
      job_name: string;
      metrics_path: string;
      authorization?: { credentials_file: string };
      static_configs: { targets: string[] }[];
    }[];
  };
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'prometheus-config-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("scrapes the default cluster's two instances at /api/metrics every 15 s, as job shop, with alerts.yml", () => {
    const config = parse(readFileSync(CONFIG, 'utf8')) as ScrapeConfig;
    expect(config.global.scrape_interval).toBe('15s');
    expect(config.rule_files.map((file) => path.resolve(path.dirname(CONFIG), file))).toEqual([ALERTS]);
    expect(config.scrape_configs).toEqual([
      {
        job_name: 'shop',
        metrics_path: '/api/metrics',
        static_configs: [{ targets: ['127.0.0.1:3101', '127.0.0.1:3102'] }],
      },
    ]);
    if (!PROMTOOL) return;
    const { status, output } = promtool('check', 'config', CONFIG);
    expect(status, output).toBe(0);
  });

  it('the cluster writes the same configuration with its own instances, the rules by absolute path and METRICS_TOKEN as a file', () => {
    const tokenFile = path.join(dir, 'metrics-token');
    writeFileSync(tokenFile, 'a-token');
    const written = path.join(dir, 'prometheus.yml');
    writeFileSync(written, prometheusConfig({ targets: ['10.0.0.5:3101', '10.0.0.6:3101', '[::1]:3103'], tokenFile }));
    const config = parse(readFileSync(written, 'utf8')) as ScrapeConfig;
    const documented = parse(readFileSync(CONFIG, 'utf8')) as ScrapeConfig;
    expect(config.global).toEqual(documented.global);
    expect(config.rule_files).toEqual([ALERTS]);
    expect(config.scrape_configs).toEqual([
      {
        ...documented.scrape_configs[0],
        authorization: { credentials_file: tokenFile },
        static_configs: [{ targets: ['10.0.0.5:3101', '10.0.0.6:3101', '[::1]:3103'] }],
      },
    ]);
    const withoutToken = parse(prometheusConfig({ targets: ['127.0.0.1:3101'] })) as ScrapeConfig;
    expect(withoutToken.scrape_configs[0].authorization).toBeUndefined();
    if (!PROMTOOL) return;
    const { status, output } = promtool('check', 'config', written);
    expect(status, output).toBe(0);
  });

  it('a configuration that lost the line the cluster fills in is an error, not a Prometheus scraping nothing', () => {
    expect(() =>
      prometheusConfig({ targets: ['127.0.0.1:3101'], template: 'global:\n  scrape_interval: 15s\n' }),
    ).toThrow(/targets line/);
  });
});

describe('Grafana dashboard (deploy/grafana/shop-dashboard.json)', () => {
  it('asks for a Prometheus datasource and filters by instance and route, every panel reading through it', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    const variables = Object.fromEntries(dashboard.templating.list.map((variable) => [variable.name, variable]));
    expect(variables.datasource).toMatchObject({ type: 'datasource', query: 'prometheus' });
    expect(variables.instance.type).toBe('query');
    expect(variables.route.type).toBe('query');
    const queries = [variables.instance, variables.route].map(({ query }) =>
      typeof query === 'string' ? query : query.query,
    );
    expect(queries.map((query) => query.match(/^label_values\(.*, (\w+)\)$/)?.[1])).toEqual(['instance', 'route']);
    for (const panel of dashboard.panels.filter((candidate) => candidate.type !== 'row')) {
      expect(panel.datasource?.uid, panel.title).toBe('${datasource}');
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
  });

  it('has a row for Web Vitals, HTTP, upstream services, the render cache, Redis and the Node process, with each vital by route', () => {
    const rows = dashboard.panels.filter((panel) => panel.type === 'row').map((panel) => panel.title);
    for (const group of [/Web Vitals/, /HTTP/, /Upstream/, /Render cache/, /Redis/, /Node process/])
      expect(
        rows.some((title) => group.test(title)),
        String(group),
      ).toBe(true);
    for (const vital of ['lcp_seconds', 'inp_seconds', 'cls', 'fcp_seconds', 'ttfb_seconds']) {
      expect(dashboardExprs).toContainEqual(
        expect.stringMatching(
          new RegExp(`histogram_quantile\\(0\\.75, sum by \\(le, route\\) \\(rate\\(web_vitals_${vital}_bucket`),
        ),
      );
    }
  });

  it('shows every metric the shop exports, and reads none that the shop, prom-client or Prometheus do not', async () => {
    const known = await knownMetrics();
    const variableQueries = dashboard.templating.list.flatMap(({ type, query }) =>
      type === 'query' ? [typeof query === 'string' ? query : query.query] : [],
    );
    const read = [
      ...dashboardExprs,
      ...variableQueries.map((query) => query.replace(/^label_values\((.*), \w+\)$/, '$1')),
    ].flatMap(metricNames);
    expect(read.filter((name) => !known.has(name))).toEqual([]);
    const everyShopMetric = [
      ...HISTOGRAMS.map((name) => `${name}_bucket`),
      'web_vitals_reports_total',
      'render_cache_requests_total',
      'shared_cache_redis_up',
    ];
    expect(read).toEqual(expect.arrayContaining(everyShopMetric));
  });

  it('its panels have ids of their own and do not overlap', () => {
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    const taken = new Set<string>();
    for (const { title, gridPos } of dashboard.panels) {
      expect(gridPos.x + gridPos.w, title).toBeLessThanOrEqual(24);
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x += 1) {
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y += 1) {
          expect(taken.has(`${x},${y}`), title).toBe(false);
          taken.add(`${x},${y}`);
        }
      }
    }
  });
});
