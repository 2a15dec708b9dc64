// Registers the service worker (app/sw.ts) with Serwist's window helper, and says when a new version is
// installed and waiting: `apply` lets it take over, and the page reloads into it once it does.
import { Serwist } from '@serwist/window';

export function registerWorker(onUpdate: (apply: () => void) => void): void {
  const worker = new Serwist('/sw.js', { scope: '/', type: 'classic' });
  worker.addEventListener('waiting', () =>
    onUpdate(() => {
      worker.addEventListener('controlling', () => location.reload());
      worker.messageSkipWaiting();
    }),
  );
  // A browser may refuse a worker (a private window, a policy, a test that blocks them): the shop works without.
  worker.register().catch(() => undefined);
}
