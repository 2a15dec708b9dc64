'use client';
// The bank gateways a payment offers and the one chosen: read on arrival (and again on retry), the first
// preselected, a 401 handed to the session-expiry handler. Charging the wallet reads them through the shopper api
// (useDepositGatewayChoice); paying an order's shortfall still passes its own `load` here.
import { useEffect, useState } from 'react';
import type { ServiceResult } from '@/services/types/common';
import type { BankGateway, DepositGateways } from '@/services/types/payment';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';

export type GatewayChoice = {
  /** null while they are read. */
  gateways: BankGateway[] | null;
  /** Why they could not be read, in Persian (never a 401: that ends the session). */
  error: string | null;
  gatewayId: number | null;
  setGatewayId: (id: number) => void;
  retry: () => void;
};

export function useGatewayChoice(load: () => Promise<ServiceResult<DepositGateways>>): GatewayChoice {
  const expire = useSessionExpiry();
  const [gateways, setGateways] = useState<BankGateway[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [gatewayId, setGatewayId] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void load().then((result) => {
      if (!current) return;
      if (!result.ok) {
        if (!expire(result.error)) setError(result.error.message);
        return;
      }
      setError(null);
      setGateways(result.data.gateways);
      setGatewayId((chosen) => chosen ?? result.data.gateways[0]?.id ?? null);
    });
    return () => {
      current = false;
    };
  }, [load, expire, attempt]);

  return { gateways, error, gatewayId, setGatewayId, retry: () => setAttempt((count) => count + 1) };
}
