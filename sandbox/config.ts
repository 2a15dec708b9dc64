// Settings of the sandbox, read once from the environment with development defaults.
import path from 'node:path';

const port = Number(process.env.SANDBOX_PORT ?? 4010);

/** The development defaults of the two keys: printed in the repository, so good for this machine only. */
export const DEVELOPMENT_JWT_SECRET = 'gamino-sandbox-development-secret-change-me';
export const DEVELOPMENT_FIELD_KEY = 'gamino-sandbox-development-field-key-change-me';

/** OWASP's scrypt cost (N = 2^17, with r = 8 and p = 1). */
export const OWASP_SCRYPT_LOG_N = 17;

export const sandboxConfig = {
  port,
  /** Interface to listen on; anything but the loopback needs real keys (listeningProblem). */
  host: process.env.SANDBOX_HOST || '127.0.0.1',
  /** Origin the sandbox is reached at; absolute file URLs (covers, logos) are built on it. */
  publicUrl: (process.env.SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
  /** SQLite file; created and seeded on first start. */
  databaseFile: process.env.SANDBOX_DB_FILE ?? path.join(process.cwd(), '.data', 'sandbox.db'),
  /** Development default only: set SANDBOX_JWT_SECRET anywhere that matters. */
  jwtSecret: process.env.SANDBOX_JWT_SECRET || DEVELOPMENT_JWT_SECRET,
  accessTokenSeconds: Number(process.env.SANDBOX_TOKEN_SECONDS ?? 86400),
  /** log2 of scrypt's N for new password hashes: OWASP's 17 unless lowered for tests (a hash then takes ms, not a second). */
  scryptLogN: Number(process.env.SANDBOX_SCRYPT_LOG_N || OWASP_SCRYPT_LOG_N),
  /** Any text; its SHA-256 is the AES-256-GCM key of the account details buyers submit. Development default only. */
  fieldKey: process.env.SANDBOX_FIELD_KEY || DEVELOPMENT_FIELD_KEY,
  /** Origins allowed by CORS (comma separated). */
  shopOrigins: (process.env.SANDBOX_SHOP_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  /** The shop's publishing webhook, called when content changes through POST /__sandbox/publish. */
  shopRevalidateUrl: process.env.SANDBOX_SHOP_REVALIDATE_URL ?? 'http://localhost:3000/api/revalidate',
  /** The webhook's shared secret (the shop's REVALIDATE_SECRET); without one the webhook is not called. */
  revalidateSecret: process.env.REVALIDATE_SECRET || null,
  /** Print one-time codes to the log (they are also readable from /__sandbox/otp). */
  logOtp: process.env.SANDBOX_LOG_OTP !== '0',
};

export type SandboxConfig = typeof sandboxConfig;

/** Whether `host` is reachable from this machine alone. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * Why the sandbox must not start with this configuration, or null when it may: off the loopback, anyone who
 * reads the repository could sign tokens with the development secret and open sealed details with the field key.
 */
export function listeningProblem(
  config: Pick<SandboxConfig, 'host' | 'jwtSecret' | 'fieldKey' | 'scryptLogN'>,
): string | null {
  if (isLoopbackHost(config.host)) return null;
  if (config.scryptLogN < OWASP_SCRYPT_LOG_N) {
    return `[sandbox] refusing to listen on ${config.host}: SANDBOX_SCRYPT_LOG_N is below OWASP's ${OWASP_SCRYPT_LOG_N}; lower it for tests on 127.0.0.1 only.`;
  }
  const weak = [
    config.jwtSecret === DEVELOPMENT_JWT_SECRET ? 'SANDBOX_JWT_SECRET' : null,
    config.fieldKey === DEVELOPMENT_FIELD_KEY ? 'SANDBOX_FIELD_KEY' : null,
  ].filter((name) => name !== null);
  if (weak.length === 0) return null;
  return (
    `[sandbox] refusing to listen on ${config.host}: ${weak.join(' and ')} ${weak.length > 1 ? 'are' : 'is'} unset or the ` +
    'development default printed in the repository. Set your own secret values, or listen on 127.0.0.1 (SANDBOX_HOST).'
  );
}
