// Asks for a Background Sync of the adds queued offline (lib/pending-adds-sync.ts), where the browser has it and
// a service worker controls the page: the browser fires it once the connection is back, and the worker asks an
// open page of the shop to send them. Elsewhere the `online` event alone sends them. Fetched when an add is queued.
import { PENDING_ADDS_SYNC_TAG } from '@/lib/pending-adds-sync';

/** Background Sync's side of a registration, which TypeScript's DOM library does not have yet. */
type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

export async function requestPendingAddsSync(): Promise<void> {
  if (!('SyncManager' in window) || !navigator.serviceWorker?.controller) return;
  try {
    const registration: WithSync = await navigator.serviceWorker.ready;
    await registration.sync?.register(PENDING_ADDS_SYNC_TAG);
  } catch {
    // Refused (a setting, a policy): the `online` event still sends the queue.
  }
}
