// Whether a Redis answers at an address: one short connection and a PING, never retried. The cluster script
// (scripts/cluster.mjs) asks before it starts one, and waits on it once started.
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
