// The AjaxResponse envelope every ABP host wraps its JSON in (docs/contracts/README.md, "The ABP envelope").
import type { Context } from 'hono';
import type { ErrorInfo } from './errors';

export type AbpEnvelope<T> = {
  result: T | null;
  targetUrl: null;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
  __abp: true;
};

export function successEnvelope<T>(result: T | null): AbpEnvelope<T> {
  return { result, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true };
}

export function errorEnvelope(error: ErrorInfo, unAuthorizedRequest: boolean): AbpEnvelope<null> {
  return { result: null, targetUrl: null, success: false, error, unAuthorizedRequest, __abp: true };
}

/** 200 with `result` (null for a void method). */
export function ok<T>(c: Context, result: T | null = null, headers?: Record<string, string>) {
  return c.json(successEnvelope(result), 200, headers);
}
