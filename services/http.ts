// The one place that knows base URLs and headers of the six backends (docs/contracts/README.md).
import axios, { type AxiosInstance } from 'axios';
import { ABP_HOSTS, HOSTS, type HostName } from '@/contracts/hosts';
import { DEFAULT_LANGUAGE, WALLET_CURRENCY } from '@/lib/constants';
import { getToken } from './session';
import { timeUpstreamReads } from './upstream-timing';

/** The six backends of the contract documents, each with its own base URL. */
export const SERVICE_HOSTS = HOSTS;
export type ServiceHost = HostName;

export type ClientOptions = {
  /** Send the Bearer token (when one is stored). Commerce always sends it when present. */
  auth?: boolean;
  /** Anonymous cart id for commerce (X-Device-Id). */
  deviceId?: string | null;
};

export const REQUEST_TIMEOUT_MS = 15_000;
/**
 * A server render waits this long for a service at most: a hung service then costs a shopper seconds, and a
 * cached page keeps being served while its refresh fails. The browser keeps the longer limit (a slow phone
 * network is not a hung service).
 */
export const SERVER_REQUEST_TIMEOUT_MS = 4_000;

export function requestTimeoutMs(onServer: boolean = typeof window === 'undefined'): number {
  return onServer ? SERVER_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

const SANDBOX_ORIGIN = 'http://localhost:4010';

// Literal `process.env.NEXT_PUBLIC_*` expressions so Next inlines them into the client bundle.
export function baseUrlOf(host: ServiceHost): string {
  const configured = {
    identity: process.env.NEXT_PUBLIC_IDENTITY_URL,
    payment: process.env.NEXT_PUBLIC_PAYMENT_URL,
    commerce: process.env.NEXT_PUBLIC_COMMERCE_URL,
    discount: process.env.NEXT_PUBLIC_DISCOUNT_URL,
    cms: process.env.NEXT_PUBLIC_CMS_URL,
    blog: process.env.NEXT_PUBLIC_BLOG_URL,
  }[host];
  return (configured || `${SANDBOX_ORIGIN}/${host}`).replace(/\/+$/, '');
}

function apiKey(): string {
  return process.env.NEXT_PUBLIC_API_KEY || 'gamino-public-key';
}

function tenantId(): string {
  return process.env.NEXT_PUBLIC_TENANT_ID || '1';
}

/** Strapi's API token; read only on the server so it never reaches a browser bundle. */
function cmsServerToken(): string | null {
  if (typeof window !== 'undefined') return null;
  return process.env.CMS_API_TOKEN || null;
}

export function headersFor(host: ServiceHost, opts: ClientOptions = {}): Record<string, string> {
  if (host === 'blog') return {}; // WordPress calls carry no custom headers.

  const headers: Record<string, string> = { 'Accept-Language': DEFAULT_LANGUAGE };

  if (host === 'cms') {
    const cmsToken = cmsServerToken();
    if (cmsToken) headers.Authorization = `bearer ${cmsToken}`;
    return headers;
  }

  if (ABP_HOSTS.includes(host)) {
    headers.apikey = apiKey();
    headers.tenantid = tenantId();
  }
  if (host === 'payment' || host === 'commerce') headers.Currency = WALLET_CURRENCY;
  if (host === 'commerce' && opts.deviceId) headers['X-Device-Id'] = opts.deviceId;

  const token = opts.auth || host === 'commerce' ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  return headers;
}

export function createClient(host: ServiceHost, opts: ClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL: baseUrlOf(host),
    timeout: requestTimeoutMs(),
    headers: headersFor(host, opts),
  });
  return typeof window === 'undefined' ? timeUpstreamReads(client, host) : client;
}
