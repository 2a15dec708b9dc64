// `npm run build`: `next build`, with the local sandbox running for it when the shop's services are the local
// sandbox and nothing answers there yet, so the catalog and content pages are prerendered into the render
// cache. Pointed at real services, it is plain `next build`; a service out of reach then only makes its
// pages render per request (services/cached/policy.ts), never a failed build.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const sandbox = new URL(env.NEXT_PUBLIC_SANDBOX_URL ?? 'http://localhost:4010');
const serviceUrls = ['IDENTITY', 'PAYMENT', 'COMMERCE', 'CMS', 'BLOG'].map(
  (host) => env[`NEXT_PUBLIC_${host}_URL`] ?? `${sandbox.origin}/${host.toLowerCase()}`,
);
const usesLocalSandbox =
  ['localhost', '127.0.0.1'].includes(sandbox.hostname) && serviceUrls.every((url) => new URL(url).origin === sandbox.origin);

const answers = () => fetch(`${sandbox.origin}/__sandbox/health`).then((response) => response.ok, () => false);

async function startSandbox() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gamino-build-sandbox-'));
  const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'sandbox/server.ts'], {
    env: {
      ...env,
      SANDBOX_PORT: sandbox.port || '80',
      SANDBOX_PUBLIC_URL: sandbox.origin,
      SANDBOX_DB_FILE: path.join(directory, 'sandbox.db'),
      SANDBOX_LOG_OTP: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (!(await answers())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      console.warn('[build] the local sandbox did not start: pages that need it will render per request.');
      child.kill('SIGTERM');
      return null;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`[build] the local sandbox answers on ${sandbox.origin} for the build`);
  return {
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

const started = usesLocalSandbox && !(await answers()) ? await startSandbox() : null;
const build = spawnSync('npx', ['next', 'build', ...process.argv.slice(2)], { stdio: 'inherit', env });
await started?.stop();
process.exit(build.status ?? 1);
