// Times each read a server render makes of a service and tells the server's observer (services/observer.ts):
// the service, the call without its ids, how it ended and how long it took; and hands it each answer (2xx or 404)
// as read, which the server checks against the document (server/contract-check.ts) so the check stays out of
// every browser bundle. Attached to the server's clients only (services/http.ts); a browser's calls are the browser's.
import { isAxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
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

/** The path under the client's base URL, without query or fragment: what the documents' templates name. */
export function pathOf(url: string | undefined, baseURL: string | undefined): string {
  let path = url ?? '';
  if (/^https?:\/\//i.test(path)) {
    const base = baseURL ? new URL(baseURL).pathname.replace(/\/+$/, '') : '';
    path = new URL(path).pathname;
    if (base && path.startsWith(base)) path = path.slice(base.length);
  }
  return path.split(/[?#]/)[0] || '/';
}

/** Query members that ask for some fields only (WordPress `_fields`, Strapi `fields`): such an answer is partial. */
const SELECTION = /^(_fields|fields)(\[|$)/;

/** Whether the request named the fields it wants, in its address or its params. */
export function selectsFields(url: string | undefined, params: unknown): boolean {
  const query = new URLSearchParams((url ?? '').split('?')[1]?.split('#')[0] ?? '');
  const named = [...query.keys()];
  if (params instanceof URLSearchParams) named.push(...params.keys());
  else if (params && typeof params === 'object') named.push(...Object.keys(params));
  return named.some((name) => SELECTION.test(name));
}

function handOver(service: ServiceHost, response: AxiosResponse | undefined): void {
  const observer = serverObserver();
  if (!observer?.upstreamAnswer || !response) return;
  // A selection is only what was asked for; the documents check whole answers (contracts/answer-schemas.ts).
  if (selectsFields(response.config.url, response.config.params)) return;
  if (response.status !== 404 && (response.status < 200 || response.status > 299)) return;
  observer.upstreamAnswer({
    service,
    method: (response.config.method ?? 'get').toUpperCase(),
    path: pathOf(response.config.url, response.config.baseURL),
    status: response.status,
    body: response.data,
  });
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
      handOver(service, response);
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error)) {
        report(error.config, error.response?.status ?? null, error);
        handOver(service, error.response);
      }
      return Promise.reject(error);
    },
  );
  return client;
}
