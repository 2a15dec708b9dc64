// Gateway tokens: created by MakeToken, settled exactly once by the simulator page.
import { randomUUID } from 'node:crypto';
import type { components } from '../../contracts/generated/payment';
import type { Db } from '../db/database';
import { findGateway } from './gateways';
import { recordTransaction } from './wallet';

/** How long the bank page accepts a token. */
export const TOKEN_LIFETIME_MS = 20 * 60 * 1000;

/** How a settled token ended, as the sandbox records it; its return says only paid or not (GatewayOutcome). */
export type TokenOutcome = 'success' | 'failed' | 'canceled';
export type TokenStatus = 'pending' | TokenOutcome;
export type SettleDecision = components['schemas']['SettleDecision'];

export type TokenRow = {
  token_id: string;
  user_id: number;
  gateway_id: number;
  amount: number;
  currency_type: string;
  callback_url: string;
  reserve_id: number | null;
  status: TokenStatus;
  created_at: string;
  expires_at: number;
  settled_at: string | null;
};

export function createToken(
  db: Db,
  input: { userId: number; gatewayId: number; amount: number; callBackUrl: string; reserveId: number | null },
): string {
  const tokenId = randomUUID();
  const now = Date.now();
  db.prepare(
    `INSERT INTO payment_tokens (token_id, user_id, gateway_id, amount, currency_type, callback_url, reserve_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, 'IRR', ?, ?, ?, ?)`,
  ).run(
    tokenId,
    input.userId,
    input.gatewayId,
    input.amount,
    input.callBackUrl,
    input.reserveId,
    new Date(now).toISOString(),
    now + TOKEN_LIFETIME_MS,
  );
  return tokenId;
}

export function findToken(db: Db, tokenId: string): TokenRow | null {
  return (db.prepare('SELECT * FROM payment_tokens WHERE token_id = ?').get(tokenId) as TokenRow | undefined) ?? null;
}

export function isExpired(token: TokenRow): boolean {
  return Date.now() >= token.expires_at;
}

/**
 * Settles a token once: the first caller's conditional UPDATE claims it and credits the wallet (an order's token
 * as that order's money, which Order/Approve then pays the order from); every later caller gets the recorded
 * outcome and changes nothing.
 */
export function settleToken(db: Db, tokenId: string, decision: SettleDecision): TokenRow | null {
  return db.transaction((): TokenRow | null => {
    const token = findToken(db, tokenId);
    if (!token || token.status !== 'pending') return token;
    const outcome: TokenOutcome = decision === 'cancel' ? 'canceled' : isExpired(token) ? 'failed' : 'success';
    const claimed = db
      .prepare("UPDATE payment_tokens SET status = ?, settled_at = ? WHERE token_id = ? AND status = 'pending'")
      .run(outcome, new Date().toISOString(), tokenId);
    if (claimed.changes !== 1) return findToken(db, tokenId);
    if (outcome === 'success') creditToken(db, token);
    return findToken(db, tokenId);
  })();
}

function creditToken(db: Db, token: TokenRow) {
  const gatewayName = findGateway(token.gateway_id)?.displayName ?? 'درگاه بانکی';
  recordTransaction(db, {
    userId: token.user_id,
    amount: token.amount,
    type: 'IncreaseDeposit',
    information:
      token.reserve_id === null
        ? `شارژ کیف پول از درگاه ${gatewayName}`
        : `واریز از درگاه ${gatewayName} برای سفارش ${token.reserve_id}`,
    reserveId: token.reserve_id,
    tokenId: token.token_id,
  });
}
