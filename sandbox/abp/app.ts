// A Hono app for one ABP host: every error becomes the AjaxResponse envelope with ABP's status.
import { Hono, type Context } from 'hono';
import { limitBody } from '../body-limit';
import type { SandboxDeps } from '../deps';
import { securityStampLookup } from './auth';
import { errorEnvelope } from './envelope';
import { AbpError, AbpPayloadTooLargeError, AbpTooManyRequestsError, internalErrorInfo, type Language } from './errors';

/** Language of framework messages from Accept-Language; the tenant's default language is Persian. */
export function requestLanguage(c: Context): Language {
  const header = (c.req.header('accept-language') ?? '').trim().toLowerCase();
  return header.startsWith('en') ? 'en' : 'fa';
}

export function handleAbpError(error: unknown, c: Context) {
  const language = requestLanguage(c);
  if (error instanceof AbpError) {
    if (error instanceof AbpTooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json(errorEnvelope(error.toErrorInfo(language), error.unAuthorizedRequest), error.status as 400);
  }
  console.error('[sandbox] unexpected error', error);
  return c.json(errorEnvelope(internalErrorInfo(language), false), 500);
}

export function createAbpApp(deps: SandboxDeps) {
  const app = new Hono();
  const securityStampOf = securityStampLookup(deps.db);
  app.use('*', async (c, next) => {
    c.set('securityStampOf', securityStampOf);
    await next();
  });
  app.use(
    '*',
    limitBody(256 * 1024, (c) => handleAbpError(new AbpPayloadTooLargeError('payload too large'), c)),
  );
  app.onError(handleAbpError);
  return app;
}
