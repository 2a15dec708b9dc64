// The bank's word in the address it sends the shopper back to, read tolerantly by the cart (an order's return) and
// the wallet (a charge's): the payment host says `status` 1 or 0 (GatewayOutcome), an older sandbox said success,
// failed or canceled, and both are understood. Any other word says nothing and is reported as drift under the
// return's operation; the page then shows what the service reads, as it does with no word at all.
import { reportContractDrift } from '@/services/contract-drift';
import type { GatewayOutcome } from '@/services/types/payment';

/** The shop's own words for how a payment at the bank ended; `canceled` only where the return says so. */
export type ReturnStatus = 'success' | 'failed' | 'canceled';

/** The document's operation of each return (contracts/payment.openapi.yaml, webhooks). */
export type ReturnOperation = 'GatewayReturn_Navigate' | 'ReserveGatewayReturn_Navigate';

// Every value of the document, and the words the sandbox said before it followed the payment host.
const WORDS: Record<GatewayOutcome | ReturnStatus, ReturnStatus> = {
  '1': 'success',
  '0': 'failed',
  success: 'success',
  failed: 'failed',
  canceled: 'canceled',
};

export function returnStatusOf(status: string | undefined, operation: ReturnOperation): ReturnStatus | null {
  if (status === undefined) return null;
  const word = status.trim().toLowerCase();
  if (Object.hasOwn(WORDS, word)) return WORDS[word as keyof typeof WORDS];
  reportContractDrift({ service: 'payment', operation, field: 'status' });
  return null;
}
