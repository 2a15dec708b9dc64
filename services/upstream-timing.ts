// Times each read a server render makes of a service and tells the server's observer (services/observer.ts):
// the service, the call without its ids, how it ended and how long it took. Attached to the server's clients
// only (services/http.ts); a browser's calls are the browser's.
import { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { ServiceHost } from './http';
import { serverObserver, type UpstreamOutcome } from './observer';

const STARTED = Symbol('startedAt');
type TimedConfig = InternalAxiosRequestConfig & { [STARTED]?: number };

/** Operation labels are bounded: a path segment that looks like an id becomes ':id', and a path is cut short. */
const MAX_OPERATION_LENGTH = 80;
const ID_SEGMENT = /^(\d+|[0-9a-f-]{16,}|.{41,})$/i;

export function operationOf(url: string | undefined): string {
  const path = (url ?? '').split(/[?#]/)[0];
  const segments = path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment.replace(/[^\w.-]/g, '_')));
  return segments.join('/').slice(0, MAX_OPERATION_LENGTH) || '/';
}

export function outcomeOf(status: number | null, error: unknown): UpstreamOutcome {
  if (status !== null) return status >= 500 ? '5xx' : status >= 400 ? '4xx' : 'ok';
  if (isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')) return 'timeout';
  return 'unreachable';
}

export function timeUpstreamReads(client: AxiosInstance, service: ServiceHost): AxiosInstance {
  const report = (config: TimedConfig | undefined, status: number | null, error: unknown) => {
    const observer = serverObserver();
    const started = config?.[STARTED];
    if (!observer || started === undefined) return;
    observer.upstreamRead({
      service,
      operation: operationOf(config?.url),
      outcome: outcomeOf(status, error),
      status,
      seconds: (performance.now() - started) / 1000,
    });
  };
  client.interceptors.request.use((config: TimedConfig) => {
    config[STARTED] = performance.now();
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      report(response.config, response.status, null);
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error)) report(error.config, error.response?.status ?? null, error);
      return Promise.reject(error);
    },
  );
  return client;
}
