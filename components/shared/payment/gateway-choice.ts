'use client';
// The bank gateways a payment offers, read through the shopper api (store/api/walletApi.ts), and the one chosen:
// the first stands chosen until the shopper picks another; a 401 ends the session. Charging the wallet offers
// the deposit gateways, paying an order's shortfall the reserve ones.
import { useState } from 'react';
import type { BankGateway, DepositGateways } from '@/services/types/payment';
import { useKeptData, useReadFailure, useSessionRead, type SessionRead } from '@/components/shared/useSessionRead';
import { useDepositGatewaysQuery, useReserveGatewaysQuery, type ReserveGatewaysArg } from '@/store/api/walletApi';

export type GatewayChoice = {
  /** null while they are read. */
  gateways: BankGateway[] | null;
  /** Why they could not be read, in Persian (never a 401: that ends the session). */
  error: string | null;
  gatewayId: number | null;
  setGatewayId: (id: number) => void;
  retry: () => void;
};

/** What a gateways query hook answers that the choice needs. */
type GatewaysRead = { currentData?: DepositGateways; error?: unknown; refetch: () => unknown };

function useChoiceFrom(read: SessionRead, query: GatewaysRead): GatewayChoice {
  const failure = useReadFailure(read, query.error);
  const gateways = useKeptData(read, query.currentData)?.gateways ?? null;
  const [picked, setGatewayId] = useState<number | null>(null);
  return {
    gateways,
    error: failure && failure.kind !== 'unauthorized' ? failure.message : null,
    gatewayId: picked ?? gateways?.[0]?.id ?? null,
    setGatewayId,
    retry: () => {
      if (!read.stopped) void query.refetch();
    },
  };
}

export function useDepositGatewayChoice(): GatewayChoice {
  const read = useSessionRead();
  const query = useDepositGatewaysQuery(undefined, { skip: read.stopped, refetchOnMountOrArgChange: true });
  return useChoiceFrom(read, query);
}

/** The gateways an order's shortfall may be paid through (ReserveBankGateway/GetAll). */
export function useReserveGatewayChoice(arg: ReserveGatewaysArg): GatewayChoice {
  const read = useSessionRead();
  const query = useReserveGatewaysQuery(arg, { skip: read.stopped, refetchOnMountOrArgChange: true });
  return useChoiceFrom(read, query);
}
