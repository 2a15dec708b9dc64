// `npm run build`: `next build`, with the local sandbox running for it when the shop's services are the local
// sandbox and nothing answers there yet, so the catalog and content pages are prerendered into the render
// cache. Pointed at real services, it is plain `next build`; a service out of reach then only makes its
// pages render per request (services/server/cached/policy.ts), never a failed build.
import { spawnSync } from 'node:child_process';
import { precompressStatic } from './precompress-static.mjs';
import { sandboxAnswers, startSandbox } from './sandbox-process.mjs';
import { buildServiceWorker } from './service-worker.mjs';
import { compileServer, SHOP_SERVER } from './compile-server.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const sandbox = new URL(env.NEXT_PUBLIC_SANDBOX_URL ?? 'http://localhost:4010');
const serviceUrls = ['IDENTITY', 'PAYMENT', 'COMMERCE', 'DISCOUNT', 'CMS', 'BLOG'].map(
  (host) => env[`NEXT_PUBLIC_${host}_URL`] ?? `${sandbox.origin}/${host.toLowerCase()}`,
);
const usesLocalSandbox =
  ['localhost', '127.0.0.1'].includes(sandbox.hostname) &&
  serviceUrls.every((url) => new URL(url).origin === sandbox.origin);

async function sandboxForTheBuild() {
  if (!usesLocalSandbox || (await sandboxAnswers(sandbox.origin))) return null;
  try {
    const started = await startSandbox({ port: Number(sandbox.port || 80), publicUrl: sandbox.origin, env });
    console.log(`[build] the local sandbox answers on ${sandbox.origin} for the build`);
    return started;
  } catch (error) {
    console.warn(
      `[build] the local sandbox did not start; pages that need it will render per request.\n${error.message}`,
    );
    return null;
  }
}

const started = await sandboxForTheBuild();
const build = spawnSync('npx', ['next', 'build', ...process.argv.slice(2)], { stdio: 'inherit', env });
await started?.stop();
if (build.status === 0) {
  const { files, before, after } = await precompressStatic('.next/static');
  console.log(
    `[build] Brotli copies of ${files} scripts and stylesheets: ${Math.round(before / 1024)} KiB → ${Math.round(after / 1024)} KiB`,
  );
  const server = await compileServer();
  console.log(`[build] production server: ${server.modules} modules → ${SHOP_SERVER}`);
  const worker = await buildServiceWorker();
  console.log(
    `[build] service worker: ${worker.count} files precached, ${Math.round(worker.size / 1024)} KiB before compression`,
  );
}
process.exit(build.status ?? 1);
