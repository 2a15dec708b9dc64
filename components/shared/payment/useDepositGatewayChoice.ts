'use client';
// The bank gateways that charge the wallet, read through the shopper api (store/api/walletApi.ts), and the one
// chosen: the first stands chosen until the shopper picks another; a 401 ends the session.
import { useState } from 'react';
import type { BankGateway } from '@/services/types/payment';
import { useKeptData, useReadFailure, useSessionRead } from '@/components/shared/useSessionRead';
import { useDepositGatewaysQuery } from '@/store/api/walletApi';
import type { GatewayChoice } from './useGatewayChoice';

/** The first gateway stands chosen until the shopper picks another. */
function useChoiceAmong(gateways: BankGateway[] | null) {
  const [picked, setGatewayId] = useState<number | null>(null);
  const gatewayId = picked ?? gateways?.[0]?.id ?? null;
  return { gatewayId, setGatewayId };
}

export function useDepositGatewayChoice(): GatewayChoice {
  const read = useSessionRead();
  const query = useDepositGatewaysQuery(undefined, { skip: read.stopped, refetchOnMountOrArgChange: true });
  const failure = useReadFailure(read, query.error);
  const gateways = useKeptData(read, query.currentData)?.gateways ?? null;
  const choice = useChoiceAmong(gateways);
  return {
    gateways,
    error: failure && failure.kind !== 'unauthorized' ? failure.message : null,
    ...choice,
    retry: () => {
      if (!read.stopped) void query.refetch();
    },
  };
}
