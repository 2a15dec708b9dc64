// Whether a Redis answers at an address: one short connection and a PING, never retried. The cache handler
// asks before it builds the cache library on it; the cluster script (scripts/cluster.mjs) before it starts one.
import { createClient } from 'redis';

export async function redisAnswers(url, { connectTimeoutMs = 3_000 } = {}) {
  const client = createClient({ url, socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    await client.disconnect().catch(() => {});
  }
}
