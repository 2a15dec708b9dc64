// Types of scripts/cluster.mjs for the TypeScript that imports it (the cluster tests, tests/cluster/).
type ClusterProcess = {
  port?: number;
  url: string;
  readonly output: string;
  start(): Promise<void>;
  stop(): Promise<void>;
};

type ShopInstance = ClusterProcess & {
  port: number;
  /** Exits nobody asked for (the harness started the instance again), with the end of that process's output. */
  readonly unexpectedExits: { code: number | null; output: string }[];
};

export type RateLimits = { pageRate: string; pageBurst: number; revalidateRate: string; revalidateBurst: number };

export declare const DEFAULT_RATE_LIMITS: RateLimits;

export type Cluster = {
  /** The shop over HTTPS, through nginx. */
  url: string;
  /** nginx's plain-HTTP port, which redirects to `url` (and answers /api/health). */
  httpUrl: string;
  /** The certificate nginx serves (PEM). */
  certificate: string;
  balancer: ClusterProcess & { restart(rateLimits: RateLimits): Promise<void> };
  instances: ShopInstance[];
  redis: ClusterProcess | null;
  redisUrl: string;
  revalidateSecret: string;
  sandboxOrigin: string;
  /** Prometheus scraping the instances, when started (`prometheus: true` or CLUSTER_PROMETHEUS=1). */
  prometheus: ClusterProcess | null;
  /** Its address (http://127.0.0.1:9090 by default), or null. */
  prometheusUrl: string | null;
  stop(): Promise<void>;
};

/** deploy/prometheus/prometheus.yml with these `host:port` targets, absolute rule paths and an optional token file. */
export declare function prometheusConfig(options: {
  targets: string[];
  tokenFile?: string | null;
  template?: string;
}): string;

export declare function startCluster(options?: {
  instances?: number;
  port?: number;
  tlsPort?: number;
  firstInstancePort?: number;
  redisUrl?: string;
  workDir?: string;
  env?: NodeJS.ProcessEnv;
  rateLimits?: RateLimits;
  sandboxDbFile?: string | null;
  /** Also start Prometheus (default: CLUSTER_PROMETHEUS=1 in `env`), on `prometheusPort` (CLUSTER_PROMETHEUS_PORT, 9090). */
  prometheus?: boolean;
  prometheusPort?: number;
  echo?: ((line: string) => void) | null;
}): Promise<Cluster>;
