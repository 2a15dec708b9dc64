'use client';
// The bank gateways as radios under the legend 'درگاه پرداخت', with their loading, failure (and retry) and
// empty states and the field's own error; shared by charging the wallet and paying an order's shortfall.
import Image from 'next/image';
import { useId } from 'react';
import type { BankGateway } from '@/services/types/payment';
import type { GatewayChoice } from './gateway-choice';

type GatewayOptionsProps = {
  gateways: BankGateway[] | null;
  error: string | null;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The radio group's name. */
  name: string;
  /** How many placeholder rows hold the list's place while it loads. */
  placeholders?: number;
};

function GatewayOptions({
  gateways,
  error,
  onRetry,
  selectedId,
  onSelect,
  name,
  placeholders = 1,
}: GatewayOptionsProps) {
  return (
    <>
      {gateways === null && !error ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">در حال بارگذاری درگاه‌ها</span>
          {Array.from({ length: placeholders }, (_, index) => (
            <div key={index} className="h-14 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : null}
      {error ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-700"
        >
          <span>{error}</span>
          <button type="button" onClick={onRetry} className="font-bold underline">
            تلاش دوباره
          </button>
        </div>
      ) : null}
      {gateways?.length === 0 ? <p className="text-sm text-slate-500">درگاه پرداختی در دسترس نیست.</p> : null}
      {gateways?.map((gateway) => (
        <label
          key={gateway.id}
          className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 ${
            selectedId === gateway.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={gateway.id}
            checked={selectedId === gateway.id}
            onChange={() => onSelect(gateway.id)}
            className="size-4 accent-brand-600"
          />
          {gateway.image.path ? (
            <Image src={gateway.image.path} alt="" width={32} height={32} unoptimized className="size-8 rounded-lg" />
          ) : null}
          <span className="font-medium text-slate-800">{gateway.displayName}</span>
        </label>
      ))}
    </>
  );
}

/** The gateway field of a payment form: `choice` comes from useDepositGatewayChoice or useReserveGatewayChoice, `error` is the field's own. */
export function GatewayFieldset({
  choice,
  name,
  error,
  placeholders,
}: {
  choice: GatewayChoice;
  name: string;
  error?: string;
  placeholders?: number;
}) {
  const legendId = useId();
  const errorId = `${legendId}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend id={legendId} className="mb-2 text-sm font-bold text-slate-700">
        درگاه پرداخت
      </legend>
      <GatewayOptions
        gateways={choice.gateways}
        error={choice.error}
        onRetry={choice.retry}
        selectedId={choice.gatewayId}
        onSelect={choice.setGatewayId}
        name={name}
        placeholders={placeholders}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
