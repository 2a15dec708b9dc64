// Types of server/shared-cache/shared-cache.mjs for the TypeScript that imports it (its unit tests).
type CacheEntry = { value: unknown; lastModified: number; tags?: string[]; cacheControl?: unknown };
type Context = { tags?: string[]; softTags?: string[]; cacheControl?: unknown; kind?: string };

export type LocalCopy = {
  keep(key: string, entry: CacheEntry): void;
  get(key: string, softTags?: string[]): CacheEntry | null;
  forget(key: string): void;
  revalidate(tags: string[]): void;
  readonly bytes: number;
};

export type RemoteCache = {
  settled: Promise<void>;
  isReady(): boolean;
  onStateChange(listener: (ready: boolean) => void): void;
  get(key: string, ctx: Context): Promise<CacheEntry | null>;
  set(key: string, value: unknown, ctx: Context): Promise<void>;
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache?(): void;
};

export declare const LOCAL_COPY_BYTES: number;
export declare function entrySize(entry: CacheEntry | null | undefined): number;
export declare function tagsOfEntry(value: unknown, ctx?: Context): string[];
export declare function createLocalCopy(options?: { maxBytes?: number; now?: () => number }): LocalCopy;
export declare function createSharedCache(options: {
  remote: RemoteCache;
  local?: LocalCopy;
  warn?: (line: string) => void;
  info?: (line: string) => void;
  address?: string;
}): {
  get(key: string, ctx: Context): Promise<CacheEntry | null>;
  set(key: string, value: unknown, ctx: Context): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
};
