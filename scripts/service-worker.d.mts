// Types of scripts/service-worker.mjs for the TypeScript that imports it (tests/unit/offline/precache-list.test.ts).
export declare const SERVICE_WORKER_FILE: string;
export declare function staticFilesNamedIn(html: string): string[];
export declare function buildServiceWorker(): Promise<{ count: number; size: number }>;
export declare function chunksOfView(chunks: { file: string; source: string }[], text: string): string[];
