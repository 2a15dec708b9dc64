// Types of scripts/cluster.mjs for the TypeScript that imports it (the cluster tests, tests/cluster/).
type ClusterProcess = {
  port?: number;
  url: string;
  readonly output: string;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type Cluster = {
  url: string;
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
  firstInstancePort?: number;
  redisUrl?: string;
  workDir?: string;
  env?: NodeJS.ProcessEnv;
  sandboxDbFile?: string | null;
  echo?: ((line: string) => void) | null;
}): Promise<Cluster>;
