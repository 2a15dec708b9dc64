'use client';
// /profile/wallet/charge: an amount in Toman (presets or typed), one of the enabled bank gateways, then
// MakeToken and off to the gateway's page; the bank sends the shopper back to /profile/wallet.
import { useState } from 'react';
import { formatToman, irrFromToman } from '@/lib/money';
import { makeDepositToken, paymentPageUrl } from '@/services/payment';
import { LtrField } from '@/components/ui/form/presets';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
import { useServiceForm } from '@/components/shared/useServiceForm';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { GatewayFieldset } from '@/components/shared/payment/GatewayOptions';
import { useDepositGatewayChoice } from '@/components/shared/payment/gateway-choice';
import {
  CHARGE_PRESETS_TOMAN,
  MAX_CHARGE_TOMAN,
  MIN_CHARGE_TOMAN,
  chargeSchema,
  formatTomanInput,
  parseTomanInput,
} from './amount';
import { safeReturnUrl } from '@/lib/return-url';
import { goToGateway } from '@/components/shared/payment/gatewayRedirect';
import { rememberCharge } from './outcome';

/** `returnTo`: where the bank sends the shopper back (a path on this site, e.g. the cart's order); default the wallet. */
export function ChargeForm({ initialToman, returnTo }: { initialToman?: number | null; returnTo?: string | null }) {
  const expire = useSessionExpiry();
  const form = useServiceForm({ expire });
  const [amount, setAmount] = useState(initialToman ? formatTomanInput(String(initialToman)) : '');
  const gatewayChoice = useDepositGatewayChoice();
  const { gateways, gatewayId } = gatewayChoice;
  // Stays true once the bank's page is on its way, so the button cannot send a second token.
  const [leaving, setLeaving] = useState(false);

  const typedToman = parseTomanInput(amount);

  const submit = form.handleSubmit(chargeSchema, { amount, gatewayId }, async (charge) => {
    const amountIrr = irrFromToman(charge.amount);
    const token = await makeDepositToken({
      gatewayId: charge.gatewayId,
      amount: amountIrr,
      callBackUrl: `${window.location.origin}${safeReturnUrl(returnTo) ?? '/profile/wallet'}`,
    });
    if (!token.ok) return form.fail(token.error, ['amount', 'gatewayId']);
    // The bank's return says only 1 or 0: the wallet checks a success against this amount in the ledger.
    rememberCharge(amountIrr);
    setLeaving(true);
    goToGateway(paymentPageUrl(token.data.tokenId));
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 px-4 py-6">
      <div className="flex flex-col gap-3">
        <LtrField
          label="مبلغ (تومان)"
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          className="text-lg font-bold"
          placeholder="۵۰٬۰۰۰"
          hint={`حداقل ${formatToman(irrFromToman(MIN_CHARGE_TOMAN))} و حداکثر ${formatToman(irrFromToman(MAX_CHARGE_TOMAN))}`}
          value={amount}
          onChange={(event) => setAmount(formatTomanInput(event.target.value))}
          error={form.errors.amount}
        />
        <div role="group" aria-label="مبلغ‌های پیشنهادی" className="grid grid-cols-2 gap-2">
          {CHARGE_PRESETS_TOMAN.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={typedToman === preset}
              onClick={() => setAmount(formatTomanInput(String(preset)))}
              className={`rounded-xl border px-3 py-2.5 text-sm font-bold ${
                typedToman === preset
                  ? 'border-brand-600 bg-brand-50 text-brand-700'
                  : 'border-slate-200 text-slate-700 hover:bg-slate-50'
              }`}
            >
              {formatToman(irrFromToman(preset))}
            </button>
          ))}
        </div>
      </div>

      <GatewayFieldset choice={gatewayChoice} name="gateway" error={form.errors.gatewayId} placeholders={2} />

      <SubmitRow error={form.formError} pending={form.pending || leaving} disabled={!gateways?.length}>
        پرداخت
      </SubmitRow>
    </form>
  );
}
