// How an order is paid: from the wallet when it covers the payable amount, otherwise the shortfall through a
// bank gateway (the gateway's money lands in the wallet, then the order is paid from it). All amounts in IRR.
import { irrFromToman, tomanFromIrr } from './money';

/**
 * The least a gateway is asked for toward an order (30,000 IRR = 3,000 Toman): the payment service's floor for a
 * token with reserveId; a smaller remainder is raised to it and the rest stays in the wallet.
 */
export const MIN_ORDER_GATEWAY_PAYMENT_IRR = 30_000;

const ONE_TOMAN = irrFromToman(1);

export type PaymentPlan =
  | { kind: 'wallet'; payable: number; balance: number; remainingBalance: number }
  | {
      kind: 'gateway';
      payable: number;
      balance: number;
      /** What the wallet lacks. */
      shortfall: number;
      /** What the gateway is asked for: the shortfall in whole Toman, never below the gateway's minimum. */
      gatewayAmount: number;
    };

export function paymentPlan(payable: number, balance: number | null | undefined): PaymentPlan {
  // An unknown or negative balance pays nothing.
  const available = Math.max(0, balance ?? 0);
  if (available >= payable)
    return { kind: 'wallet', payable, balance: available, remainingBalance: available - payable };
  const shortfall = payable - available;
  const wholeToman = Math.ceil(shortfall / ONE_TOMAN) * ONE_TOMAN;
  return {
    kind: 'gateway',
    payable,
    balance: available,
    shortfall,
    gatewayAmount: Math.max(wholeToman, MIN_ORDER_GATEWAY_PAYMENT_IRR),
  };
}

/** The shortfall in Toman, rounded up, as the wallet's charge form reads `?amount=`. */
export function shortfallToman(plan: PaymentPlan): number {
  return plan.kind === 'gateway' ? tomanFromIrr(plan.gatewayAmount) : 0;
}
