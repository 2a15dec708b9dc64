// Background Sync for the adds to the cart made offline (docs/offline.md, The cart through a dropped
// connection). A page registers a one-off sync under this tag; when the browser fires it, the service worker,
// which holds no token and no device id, asks the open pages of the shop to send their queue and waits for one
// to say that nothing waits any more. The worker's part is here, apart from the worker, to be tested.

export const PENDING_ADDS_SYNC_TAG = 'cart-pending-adds';
export const SEND_PENDING_ADDS = 'send-pending-adds';
/** How long the worker waits for a page's answer: a few adds, one request each, on a connection just back. */
export const PAGE_ANSWER_TIMEOUT_MS = 20_000;

export type SendPendingAddsRequest = { type: typeof SEND_PENDING_ADDS };
/** A page's answer, on the port that came with the request. */
export type SendPendingAddsAnswer = { queueEmpty: boolean };

/** What the worker needs of a window client. */
export type PageClient = { postMessage(message: SendPendingAddsRequest, transfer: Transferable[]): void };

export function isSendPendingAddsRequest(data: unknown): data is SendPendingAddsRequest {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SEND_PENDING_ADDS;
}

/**
 * Asks each page to send its queue, each on a channel of its own, and settles once one answers that its queue
 * is empty. It rejects when no page is open, or when none says so in time: a rejected sync is one the browser
 * tries again later.
 */
export function askPagesToSend(pages: readonly PageClient[], timeoutMs = PAGE_ANSWER_TIMEOUT_MS): Promise<void> {
  if (pages.length === 0) return Promise.reject(new Error('No page of the shop is open to send the queued adds.'));
  return new Promise((resolve, reject) => {
    const ports: MessagePort[] = [];
    let unanswered = pages.length;
    let settled = false;
    const settle = (sent: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      for (const port of ports) port.close();
      if (sent) resolve();
      else reject(new Error('No page said the queued adds were sent.'));
    };
    const answered = (sent: boolean) => {
      unanswered -= 1;
      if (sent || unanswered === 0) settle(sent);
    };
    const timer = setTimeout(() => settle(false), timeoutMs);

    for (const page of pages) {
      const channel = new MessageChannel();
      ports.push(channel.port1);
      channel.port1.onmessage = ({ data }: MessageEvent) => {
        // One answer per page.
        channel.port1.close();
        answered((data as Partial<SendPendingAddsAnswer> | null)?.queueEmpty === true);
      };
      try {
        page.postMessage({ type: SEND_PENDING_ADDS }, [channel.port2]);
      } catch {
        // A page closing meanwhile: it will not answer.
        answered(false);
      }
    }
  });
}
