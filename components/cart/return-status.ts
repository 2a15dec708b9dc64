// The bank's word in the return address, read tolerantly: an order's return says `status` 1 or 0 (the payment
// host's ReserveGatewayOutcome), a wallet charge's success, failed or canceled. Any other word says nothing (and is
// reported as drift): the order is shown as the service reads it.
import { reportContractDrift } from '@/services/contract-drift';
import type { ReturnStatus } from './checkoutReducer';

const WORDS: Record<string, ReturnStatus> = {
  '1': 'success',
  '0': 'failed',
  success: 'success',
  failed: 'failed',
  canceled: 'canceled',
};

export function returnStatusOf(status: string | undefined): ReturnStatus | null {
  if (status === undefined) return null;
  const word = status.trim().toLowerCase();
  if (Object.hasOwn(WORDS, word)) return WORDS[word];
  reportContractDrift({ service: 'payment', operation: 'ReserveGatewayReturn_Navigate', field: 'status' });
  return null;
}
