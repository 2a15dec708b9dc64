// Types of scripts/cluster.mjs for the TypeScript that imports it (the cluster tests, tests/cluster/).
type ClusterProcess = {
  port?: number;
  url: string;
  readonly output: string;
  start(): Promise<void>;
  stop(): Promise<void>;
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
  instances: ClusterProcess[];
  redis: ClusterProcess | null;
  redisUrl: string;
  revalidateSecret: string;
  sandboxOrigin: string;
  stop(): Promise<void>;
};

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
  echo?: ((line: string) => void) | null;
}): Promise<Cluster>;
