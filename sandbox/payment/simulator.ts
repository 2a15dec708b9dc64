// The bank-gateway simulator behind MakeToken's tokenId (docs/contracts/payment.md, "Bank simulator"), at the
// wallet charge's address and at an order's: a Persian page with 'پرداخت' and 'انصراف'; the POST settles the
// token once and sends the browser back to callBackUrl.
import type { Context, Hono } from 'hono';
import { findOrderForPayment } from '../commerce/orders';
import type { Db } from '../db/database';
import type { SandboxDeps } from '../deps';
import { findGateway } from './gateways';
import { findToken, isExpired, settleToken, type SettleDecision, type TokenRow } from './tokens';

/** A wallet charge's bank page, and an order's (a token made with reserveId), as the observed client names them. */
export const SIMULATOR_PATH = '/fa/User/Payment/PaymentRequest';
export const RESERVE_SIMULATOR_PATH = '/fa-IR/Reserves/Payment/PaymentRequest';
const MERCHANT = 'فروشگاه گیمینو';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const toman = (irr: number) => `${Math.floor(irr / 10).toLocaleString('fa-IR')} تومان`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: Vazirmatn, Tahoma, sans-serif; background: #eef1f6; color: #1d2433; }
  main { max-inline-size: 26rem; margin-block: 2rem; margin-inline: auto; background: #fff; border-radius: 1rem;
         padding: 1.5rem; box-shadow: 0 4px 18px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.2rem; margin-block: 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin-block: 0 1.5rem; }
  dt { color: #5b6478; } dd { margin: 0; font-weight: 600; text-align: end; }
  .actions { display: flex; gap: .75rem; }
  button, a.button { flex: 1; font: inherit; padding-block: .75rem; border-radius: .6rem; border: 0; cursor: pointer;
                     text-align: center; text-decoration: none; }
  .pay { background: #1a7f37; color: #fff; } .cancel { background: #e6e9ef; color: #1d2433; }
  .note { font-size: .85rem; color: #5b6478; margin-block-start: 1rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * The callback URL with the outcome in its query, as the observed client reads it: `status` 1 (paid) or 0 (failed,
 * canceled or expired), and for an order's token the order too (`orderId`, `orderNumber`); a wallet charge's return
 * says nothing else (docs/contracts/payment.md, "Bank simulator" and "Paying an order").
 */
export function callbackUrl(db: Db, token: TokenRow): string {
  const url = new URL(token.callback_url);
  url.searchParams.set('status', token.status === 'success' ? '1' : '0');
  if (token.reserve_id !== null) {
    url.searchParams.set('orderId', String(token.reserve_id));
    url.searchParams.set('orderNumber', findOrderForPayment(db, token.reserve_id)?.orderNumber ?? '');
  }
  return url.toString();
}

function errorPage(c: Context, db: Db, status: 404 | 409 | 410, message: string, token?: TokenRow) {
  const back = token
    ? `<div class="actions"><a class="button cancel" href="${escapeHtml(callbackUrl(db, token))}">بازگشت به فروشگاه</a></div>`
    : '';
  return c.html(
    page('خطا در پرداخت', `<h1>خطا در پرداخت</h1><p role="alert">${escapeHtml(message)}</p>${back}`),
    status,
  );
}

const messages = {
  unknown: 'تراکنشی با این شناسه یافت نشد.',
  settled: 'این تراکنش قبلاً انجام شده است.',
  expired: 'مهلت پرداخت این تراکنش به پایان رسیده است.',
};

export function mountSimulatorRoutes(app: Hono, deps: SandboxDeps) {
  mountSimulatorPage(app, deps, SIMULATOR_PATH, 'charge');
  mountSimulatorPage(app, deps, RESERVE_SIMULATOR_PATH, 'order');
}

/** One bank page: each serves its own kind of token, and the other kind reads as unknown. */
function mountSimulatorPage(app: Hono, deps: SandboxDeps, path: string, kind: 'charge' | 'order') {
  const { db } = deps;
  const tokenOfPage = (tokenId: string) => {
    const token = findToken(db, tokenId);
    return token && (token.reserve_id === null) === (kind === 'charge') ? token : null;
  };

  app.get(path, (c) => {
    const tokenId = c.req.query('tokenId') ?? '';
    const token = tokenOfPage(tokenId);
    if (!token) return errorPage(c, db, 404, messages.unknown);
    if (token.status !== 'pending') return errorPage(c, db, 409, messages.settled, token);
    // Settling an expired token records it as failed, so the shop gets a definite outcome.
    if (isExpired(token)) return errorPage(c, db, 410, messages.expired, settleToken(db, tokenId, 'pay') ?? token);
    const gateway = findGateway(token.gateway_id);
    const order =
      token.reserve_id === null
        ? ''
        : `<dt>شماره سفارش</dt><dd>${token.reserve_id.toLocaleString('fa-IR', { useGrouping: false })}</dd>`;
    const body = `
      <h1>${escapeHtml(gateway?.groupTitle ?? 'درگاه پرداخت')} (شبیه‌ساز)</h1>
      <dl>
        <dt>پذیرنده</dt><dd>${MERCHANT}</dd>
        <dt>مبلغ قابل پرداخت</dt><dd>${toman(token.amount)}</dd>
        ${order}
      </dl>
      <form method="post">
        <input type="hidden" name="tokenId" value="${escapeHtml(token.token_id)}">
        <div class="actions">
          <button type="submit" name="decision" value="pay" class="pay">پرداخت</button>
          <button type="submit" name="decision" value="cancel" class="cancel">انصراف</button>
        </div>
      </form>
      <p class="note">این صفحه شبیه‌ساز درگاه بانکی محیط آزمایشی است و هیچ پولی جابه‌جا نمی‌شود.</p>`;
    return c.html(page(`پرداخت ${toman(token.amount)}`, body));
  });

  app.post(path, async (c) => {
    const form = await c.req.parseBody();
    const tokenId = String(form.tokenId ?? c.req.query('tokenId') ?? '');
    const decision: SettleDecision = form.decision === 'cancel' ? 'cancel' : 'pay';
    if (!tokenOfPage(tokenId)) return errorPage(c, db, 404, messages.unknown);
    const token = settleToken(db, tokenId, decision);
    if (!token) return errorPage(c, db, 404, messages.unknown);
    return c.redirect(callbackUrl(db, token), 303);
  });
}
