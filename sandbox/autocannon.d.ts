// The part of autocannon's programmatic API the sandbox benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  export type AutocannonResult = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export type AutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  };
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
