// One translation from whatever went wrong on the wire into a ServiceError the screens can show.
import { isAxiosError } from 'axios';
import { isOutage } from './outage';
import type { ServiceError } from './types/common';

import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from './messages';

export { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE };

type AbpValidationError = { message?: string | null; members?: string[] | null };

type AbpErrorInfo = {
  code?: number;
  message?: string | null;
  details?: string | null;
  validationErrors?: AbpValidationError[] | null;
};

/** The ABP AjaxResponse envelope (docs/contracts/README.md, The ABP envelope), as far as errors are concerned. */
export type AbpEnvelope<T = unknown> = {
  result: T;
  success: boolean;
  error: AbpErrorInfo | null;
  unAuthorizedRequest?: boolean;
  __abp?: boolean;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** error.message of an ABP or Strapi body, or the top-level message of a WordPress error. */
function messageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const error = body.error;
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  if (typeof body.code === 'string' && typeof body.message === 'string' && body.message) return body.message;
  return null;
}

function fieldsOf(body: unknown): Record<string, string> | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const validationErrors = (body.error as AbpErrorInfo).validationErrors;
  if (!Array.isArray(validationErrors) || validationErrors.length === 0) return undefined;
  const fields: Record<string, string> = {};
  for (const { message, members } of validationErrors) {
    for (const member of members ?? []) {
      // The first message per field is the one to show.
      if (!(member in fields)) fields[member] = message || GENERIC_ERROR_MESSAGE;
    }
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** ABP's error.code, when it says something (0 is ABP's "no code"). */
function codeOf(body: unknown): { code?: number } {
  if (!isRecord(body) || !isRecord(body.error)) return {};
  const { code } = body.error as AbpErrorInfo;
  return typeof code === 'number' && code !== 0 ? { code } : {};
}

/** ABP's error.details, when it says something. */
function detailsOf(body: unknown): { details?: string } {
  if (!isRecord(body) || !isRecord(body.error)) return {};
  const { details } = body.error as AbpErrorInfo;
  return typeof details === 'string' && details.trim() ? { details: details.trim() } : {};
}

function fromResponse(status: number, body: unknown, sentBearer: boolean): ServiceError {
  const serverMessage = messageOf(body);
  if (status === 401) {
    // An expired session reads the same everywhere; a failed anonymous login keeps the server's reason.
    const message = sentBearer || !serverMessage ? SESSION_EXPIRED_MESSAGE : serverMessage;
    return { kind: 'unauthorized', status, message };
  }
  if (status === 400) {
    const fields = fieldsOf(body);
    if (fields) return { kind: 'validation', status, message: serverMessage ?? GENERIC_ERROR_MESSAGE, fields };
  }
  if (status === 404) return { kind: 'notFound', status, message: serverMessage ?? GENERIC_ERROR_MESSAGE };
  return {
    kind: 'server',
    status,
    message: serverMessage ?? GENERIC_ERROR_MESSAGE,
    ...codeOf(body),
    ...detailsOf(body),
  };
}

function sentBearerToken(headers: unknown): boolean {
  if (!isRecord(headers)) return false;
  const get = (headers as { get?: (name: string) => unknown }).get;
  const value = typeof get === 'function' ? get.call(headers, 'Authorization') : headers.Authorization;
  return typeof value === 'string' && /^bearer\s+\S/i.test(value);
}

/** Turns an axios failure, an ABP envelope with success false, or anything thrown into a ServiceError. */
export function toServiceError(err: unknown): ServiceError {
  if (isAxiosError(err)) {
    if (!err.response) return { kind: 'network', status: null, message: NETWORK_ERROR_MESSAGE };
    return fromResponse(err.response.status, err.response.data, sentBearerToken(err.config?.headers));
  }
  if (isRecord(err) && 'success' in err && 'error' in err) {
    const envelope = err as AbpEnvelope;
    const status = envelope.unAuthorizedRequest ? 401 : envelope.error?.validationErrors?.length ? 400 : 500;
    return fromResponse(status, envelope, true);
  }
  return { kind: 'server', status: null, message: GENERIC_ERROR_MESSAGE };
}

/** A thrown ServiceError, for the services that throw (commerce, and the server-side CMS and blog reads). */
export class ServiceFailure extends Error {
  readonly error: ServiceError;
  constructor(error: ServiceError) {
    super(error.message);
    this.name = 'ServiceFailure';
    this.error = error;
  }
}

/** What a screen shows for anything a service call threw: the ServiceError it carries, or the generic one. */
export function serviceErrorOf(failure: unknown): ServiceError {
  return failure instanceof ServiceFailure
    ? failure.error
    : { kind: 'server', status: null, message: GENERIC_ERROR_MESSAGE };
}

/** What the commerce helpers throw (docs/PRODUCT.md, Service calls: "cart and catalog helpers throw"). */
export class CommerceError extends ServiceFailure {
  constructor(error: ServiceError) {
    super(error);
    this.name = 'CommerceError';
  }
}

/**
 * Did the service fail to answer, rather than answer no? Unreachable, timed out or a 5xx: a page that needed it
 * is unavailable for now (503), not missing and not broken.
 */
export function isServiceUnavailable(err: unknown): boolean {
  const error = err instanceof ServiceFailure ? err.error : isAxiosError(err) ? toServiceError(err) : null;
  return error !== null && isOutage(error);
}
