// `npm start` serves the production build: build it first when there is none.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: running `npm run build` first.');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  process.exit(result.status ?? 1);
}
