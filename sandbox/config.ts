// Settings of the sandbox, read once from the environment with development defaults.
import path from 'node:path';

const port = Number(process.env.SANDBOX_PORT ?? 4010);

export const sandboxConfig = {
  port,
  /** Origin the sandbox is reached at; absolute file URLs (covers, logos) are built on it. */
  publicUrl: (process.env.SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
  /** SQLite file; created and seeded on first start. */
  databaseFile: process.env.SANDBOX_DB_FILE ?? path.join(process.cwd(), '.data', 'sandbox.db'),
  /** Development default only: set SANDBOX_JWT_SECRET anywhere that matters. */
  jwtSecret: process.env.SANDBOX_JWT_SECRET ?? 'gamino-sandbox-development-secret-change-me',
  accessTokenSeconds: Number(process.env.SANDBOX_TOKEN_SECONDS ?? 86400),
  /** Any text; its SHA-256 is the AES-256-GCM key of the account details buyers submit. Development default only. */
  fieldKey: process.env.SANDBOX_FIELD_KEY ?? 'gamino-sandbox-development-field-key-change-me',
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
