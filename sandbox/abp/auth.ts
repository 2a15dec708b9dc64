// JWT access tokens as ABP issues them: HS256, subject = user id, tenant claim, expiry.
import type { Context } from 'hono';
import { SignJWT, jwtVerify } from 'jose';
import { sandboxConfig } from '../config';
import { AbpUnauthorizedError } from './errors';

const TENANT_CLAIM = 'http://www.aspnetboilerplate.com/identity/claims/tenantId';
const secret = () => new TextEncoder().encode(sandboxConfig.jwtSecret);

export async function signAccessToken(userId: number, tenantId = 1, lifetimeSeconds = sandboxConfig.accessTokenSeconds) {
  return new SignJWT({ [TENANT_CLAIM]: String(tenantId) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setIssuer('gamino-sandbox')
    .setAudience('gamino-sandbox')
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(secret());
}

/** The user id of a valid Bearer token, or null for none, a bad signature or an expired token. */
export async function optionalUserId(c: Context): Promise<number | null> {
  const header = c.req.header('authorization') ?? '';
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return null;
  try {
    const { payload } = await jwtVerify(match[1], secret(), { issuer: 'gamino-sandbox', audience: 'gamino-sandbox' });
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** [AbpAuthorize]: the caller's user id, or a 401 envelope. */
export async function requireUserId(c: Context): Promise<number> {
  const id = await optionalUserId(c);
  if (id === null) throw new AbpUnauthorizedError('unauthorized');
  return id;
}
