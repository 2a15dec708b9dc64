import type { Server } from 'node:http';

// nginx (deploy/nginx.conf) keeps idle connections to an instance open for its upstream `keepalive_timeout` and
// sends the next request down one of them. Node closes an idle connection after 5 s by default: a request nginx
// sends at that moment meets a closed socket, and while nginx tries a GET again elsewhere, a POST (a server
// action, the checkout, the publishing webhook) comes back to the visitor as 502. So the instance keeps an idle
// connection longer than nginx does, and nginx is always the side that closes it.
export const INSTANCE_KEEP_ALIVE_MS = 75_000;

export function keepIdleConnectionsLongerThanTheBalancer(server: Server): void {
  server.keepAliveTimeout = INSTANCE_KEEP_ALIVE_MS;
  // A request's head must arrive within this; Node wants it above the keep-alive time.
  server.headersTimeout = INSTANCE_KEEP_ALIVE_MS + 1_000;
}
