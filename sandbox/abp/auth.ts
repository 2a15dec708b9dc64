// JWTs as ABP issues them (docs/contracts/README.md, "Authentication"): HS256, subject = user id, tenant claim,
// expiry, plus the token's type and the user's security stamp, so that a refresh token is no access token and a
// new password retires every token issued before it.
import type { Context } from 'hono';
import { SignJWT, jwtVerify } from 'jose';
import { sandboxConfig } from '../config';
import type { Db } from '../db/database';
import { AbpUnauthorizedError } from './errors';

const TENANT_CLAIM = 'http://www.aspnetboilerplate.com/identity/claims/tenantId';
const TYPE_CLAIM = 'token_type';
/** ASP.NET Identity's name for the per-user value that changes when the password does. */
const STAMP_CLAIM = 'AspNet.Identity.SecurityStamp';
const ISSUER = 'gamino-sandbox';
const secret = () => new TextEncoder().encode(sandboxConfig.jwtSecret);

export type TokenType = 'access' | 'refresh';

/** A user's current security stamp, or null for a user this database does not hold. */
export type SecurityStampLookup = (userId: number) => string | null;

declare module 'hono' {
  interface ContextVariableMap {
    securityStampOf: SecurityStampLookup;
  }
}

type TokenOptions = { type?: TokenType; stamp?: string | null; lifetimeSeconds?: number; tenantId?: number };

export async function signToken(
  userId: number,
  {
    type = 'access',
    stamp = null,
    lifetimeSeconds = sandboxConfig.accessTokenSeconds,
    tenantId = 1,
  }: TokenOptions = {},
) {
  return new SignJWT({
    [TENANT_CLAIM]: String(tenantId),
    [TYPE_CLAIM]: type,
    ...(stamp === null ? {} : { [STAMP_CLAIM]: stamp }),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setIssuer(ISSUER)
    .setAudience(ISSUER)
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(secret());
}

/** An access token; tests sign them for users identity does not hold (no stamp to compare). */
export const signAccessToken = (userId: number, options: Omit<TokenOptions, 'type'> = {}) => signToken(userId, options);

/**
 * Reads stamps from identity's users table; every ABP host shares the one database, as ABP apps share the
 * user store. Without identity (a test sandbox of other services) no user is known and no stamp is compared.
 */
export function securityStampLookup(db: Db): SecurityStampLookup {
  const hasUsers = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'identity_users'").get();
  if (!hasUsers) return () => null;
  const select = db.prepare('SELECT security_stamp FROM identity_users WHERE id = ?');
  return (userId) => (select.get(userId) as { security_stamp: string } | undefined)?.security_stamp ?? null;
}

/**
 * The user id of a valid Bearer access token, or null for none, a bad signature, an expired token, a refresh
 * token, or a token whose stamp is no longer the user's.
 */
export async function optionalUserId(c: Context): Promise<number | null> {
  const header = c.req.header('authorization') ?? '';
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match ? userIdOfToken(c, match[1], 'access') : null;
}

/**
 * The user id of a token of the given type, or null for a bad signature, an expired token, a token of the other
 * type, or one whose stamp is no longer the user's.
 */
export async function userIdOfToken(c: Context, token: string, type: TokenType): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, secret(), { issuer: ISSUER, audience: ISSUER });
    if (payload[TYPE_CLAIM] !== type) return null;
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id <= 0) return null;
    const current = c.get('securityStampOf')?.(id) ?? null;
    return current === null || payload[STAMP_CLAIM] === current ? id : null;
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
