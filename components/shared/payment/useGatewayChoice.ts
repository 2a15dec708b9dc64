'use client';
// The bank gateways a payment offers and the one chosen: loaded on arrival (and again on retry or when
// `load` changes), the first preselected, a 401 handed to the session-expiry handler. Charging the wallet
// and paying an order's shortfall each pass their own `load`.
import { useEffect, useState } from 'react';
import type { ServiceResult } from '@/services/types/common';
import type { BankGateway, DepositGateways } from '@/services/types/payment';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';

export function useGatewayChoice(load: () => Promise<ServiceResult<DepositGateways>>) {
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
