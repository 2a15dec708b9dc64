// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { keepIdleConnectionsLongerThanTheBalancer } from '@/server/idle-connections';

/** The `keepalive_timeout` of deploy/nginx.conf's upstream block (which holds `{{servers}}`), in milliseconds. */
function balancerKeepAliveMs(): number {
  const config = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
  const start = config.indexOf('upstream shop {');
  const block = config.slice(start, config.indexOf('\n  }', start));
  const timeout = /^\s*keepalive_timeout\s+(\d+)(ms|s|m)?;/m.exec(block);
  // Said in the file, not left to nginx's default, which a version could change.
  if (start < 0 || !timeout) throw new Error('deploy/nginx.conf: the upstream block sets no keepalive_timeout');
  return Number(timeout[1]) * { ms: 1, s: 1_000, m: 60_000 }[(timeout[2] ?? 's') as 'ms' | 's' | 'm'];
}

test('an instance keeps an idle connection open longer than nginx reuses it, so a POST never meets a closing socket', () => {
  const server = createServer();
  keepIdleConnectionsLongerThanTheBalancer(server);
  expect(server.keepAliveTimeout).toBeGreaterThan(balancerKeepAliveMs());
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
});
