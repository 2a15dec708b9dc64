// `npm start` serves the production build: build it first when there is none, and compile the server alone
// when only it is missing (a build made before the server was compiled into it).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { compileServer, SHOP_SERVER } from '../scripts/compile-server.mjs';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: running `npm run build` first.');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  process.exit(result.status ?? 1);
}
if (!existsSync(SHOP_SERVER)) await compileServer();
